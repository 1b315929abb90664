/**
 * The state of a server-paged list (search, filters, sort, page) and its two encodings: the page's
 * URL (so a list can be bookmarked, shared and restored with Back) and the API's query parameters
 * (`?q=&page=&perPage=&sortBy=` of CONTRACT.md plus one parameter per filter).
 */

export type SortDir = 'asc' | 'desc';
export type SortState = { key: string; dir: SortDir };

export type ListState = {
  q: string;
  page: number;
  perPage: number;
  sort: SortState | null;
  /** Filter name -> chosen value; an absent name means "any". */
  filters: Record<string, string>;
};

/** What one list accepts; anything else in the URL is ignored rather than sent to the server. */
export type ListShape = {
  /** Keys the server can sort on. */
  sortable: readonly string[];
  /** Filter names; each becomes a query parameter of the same name. */
  filters: readonly string[];
  defaultSort?: SortState | null;
  defaultPerPage?: number;
};

export const PAGE_SIZES = [10, 25, 50, 100] as const;
/** Spec section 9: list page size 10. */
export const DEFAULT_PER_PAGE = 10;

export function initialListState(shape: ListShape): ListState {
  return {
    q: '',
    page: 1,
    perPage: shape.defaultPerPage ?? DEFAULT_PER_PAGE,
    sort: shape.defaultSort ?? null,
    filters: {},
  };
}

function positiveInt(raw: string | null, fallback: number): number {
  if (raw === null || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 ? value : fallback;
}

/** `nama` / `nama:desc` -> sort, when the key is sortable. */
export function parseSortParam(raw: string | null, sortable: readonly string[]): SortState | null {
  if (!raw) return null;
  const match = /^([A-Za-z][\w.]*)(?::(asc|desc))?$/.exec(raw);
  if (!match?.[1] || !sortable.includes(match[1])) return null;
  return { key: match[1], dir: match[2] === 'desc' ? 'desc' : 'asc' };
}

/** Reads the list state from the page's query string; junk falls back to the defaults. */
export function listStateFromSearch(search: URLSearchParams, shape: ListShape): ListState {
  const base = initialListState(shape);
  const perPage = positiveInt(search.get('perPage'), base.perPage);
  const filters: Record<string, string> = {};
  for (const name of shape.filters) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  return {
    q: (search.get('q') ?? '').slice(0, 200),
    page: positiveInt(search.get('page'), 1),
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : base.perPage,
    sort: search.has('sort') ? parseSortParam(search.get('sort'), shape.sortable) : base.sort,
    filters,
  };
}

/** The query string for a list state: only what differs from the defaults, in a stable order. */
export function listStateToSearch(state: ListState, shape: ListShape): URLSearchParams {
  const base = initialListState(shape);
  const out = new URLSearchParams();
  if (state.q.trim()) out.set('q', state.q.trim());
  for (const name of shape.filters) {
    const value = state.filters[name];
    if (value) out.set(name, value);
  }
  const sortText = state.sort ? `${state.sort.key}:${state.sort.dir}` : '';
  const baseSortText = base.sort ? `${base.sort.key}:${base.sort.dir}` : '';
  if (sortText !== baseSortText) out.set('sort', sortText);
  if (state.page > 1) out.set('page', String(state.page));
  if (state.perPage !== base.perPage) out.set('perPage', String(state.perPage));
  return out;
}

export type ListParams = Record<string, string | number>;

/** The server's `sortBy`: `nama` ascending, `-nama` descending (list-rows.ts accepts both forms). */
export function sortByParam(sort: SortState | null): string | undefined {
  if (!sort) return undefined;
  return sort.dir === 'desc' ? `-${sort.key}` : sort.key;
}

/** The API query for a list state (CONTRACT.md paging plus the filters as parameters). */
export function listStateToParams(state: ListState): ListParams {
  const params: ListParams = { page: state.page, perPage: state.perPage };
  if (state.q.trim()) params.q = state.q.trim();
  const sortBy = sortByParam(state.sort);
  if (sortBy) params.sortBy = sortBy;
  for (const [name, value] of Object.entries(state.filters)) {
    if (value) params[name] = value;
  }
  return params;
}

/** Header click: ascending, then descending, then back to the list's default order. */
export function nextSort(current: SortState | null, key: string): SortState | null {
  if (current?.key !== key) return { key, dir: 'asc' };
  return current.dir === 'asc' ? { key, dir: 'desc' } : null;
}

/** Changing what is shown (search, filter, sort, page size) starts again at page 1. */
export function updateList(state: ListState, change: Partial<Omit<ListState, 'page'>>): ListState {
  return { ...state, ...change, filters: change.filters ?? state.filters, page: 1 };
}

/** The last page that still has rows; a page beyond it (after deletes) shows that one instead. */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
