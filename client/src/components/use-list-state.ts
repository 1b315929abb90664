import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type ListShape,
  type ListState,
  listStateFromSearch,
  listStateToParams,
  listStateToSearch,
  nextSort,
  updateList,
} from './list-query';

/**
 * A list's state kept in the page URL: reload, Back and shared links show the same rows.
 * `shape` must be stable (defined at module level or memoised).
 */
export function useListState(shape: ListShape) {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => listStateFromSearch(search, shape), [search, shape]);

  const set = useCallback(
    (next: ListState) => setSearch(listStateToSearch(next, shape), { replace: true }),
    [setSearch, shape],
  );

  const actions = useMemo(
    () => ({
      setQuery: (q: string) => set(updateList(state, { q })),
      setFilter: (name: string, value: string | null) => {
        const filters = { ...state.filters };
        if (value) filters[name] = value;
        else delete filters[name];
        set(updateList(state, { filters }));
      },
      toggleSort: (key: string) => set(updateList(state, { sort: nextSort(state.sort, key) })),
      setPage: (page: number) => set({ ...state, page }),
      setPerPage: (perPage: number) => set(updateList(state, { perPage })),
    }),
    [set, state],
  );

  return { state, params: listStateToParams(state), ...actions };
}

export type ListApi = ReturnType<typeof useListState>;
