import { describe, expect, it } from 'vitest';
import {
  initialListState,
  type ListShape,
  lastPage,
  listStateFromSearch,
  listStateToParams,
  listStateToSearch,
  nextSort,
  updateList,
} from './list-query';

const shape: ListShape = { sortable: ['kode', 'nama'], filters: ['active', 'jenjangUuid'] };

describe('list state <-> URL', () => {
  it('writes only what differs from the defaults, and reads it back', () => {
    const state = {
      q: ' informatika ',
      page: 3,
      perPage: 25,
      sort: { key: 'nama', dir: 'desc' as const },
      filters: { active: 'true', jenjangUuid: 'j-1' },
    };
    const search = listStateToSearch(state, shape);
    expect(search.toString()).toBe('q=informatika&active=true&jenjangUuid=j-1&sort=nama%3Adesc&page=3&perPage=25');
    expect(listStateFromSearch(search, shape)).toEqual({ ...state, q: 'informatika' });
    expect(listStateToSearch(initialListState(shape), shape).toString()).toBe('');
  });

  it('ignores junk: unknown filters and sort keys, bad numbers, odd page sizes', () => {
    const state = listStateFromSearch(
      new URLSearchParams('page=-2&perPage=7&sort=password:asc&role=admin&active=false&q=x'),
      shape,
    );
    expect(state).toEqual({ q: 'x', page: 1, perPage: 10, sort: null, filters: { active: 'false' } });
  });

  it('keeps a list default sort unless the URL says otherwise; clearing it is remembered as sort=', () => {
    const withDefault: ListShape = { ...shape, defaultSort: { key: 'kode', dir: 'asc' } };
    expect(listStateFromSearch(new URLSearchParams(''), withDefault).sort).toEqual({ key: 'kode', dir: 'asc' });
    const cleared = { ...initialListState(withDefault), sort: null };
    const search = listStateToSearch(cleared, withDefault);
    expect(search.toString()).toBe('sort=');
    expect(listStateFromSearch(search, withDefault).sort).toBeNull();
  });
});

describe('list state -> API params', () => {
  it("maps to CONTRACT.md's q/page/perPage/sortBy plus one parameter per filter", () => {
    expect(
      listStateToParams({
        q: 'lab',
        page: 2,
        perPage: 50,
        sort: { key: 'nama', dir: 'desc' },
        filters: { active: 'true', jenjangUuid: '' },
      }),
    ).toEqual({ q: 'lab', page: 2, perPage: 50, sortBy: '-nama', active: 'true' });
    expect(listStateToParams(initialListState(shape))).toEqual({ page: 1, perPage: 10 });
    expect(listStateToParams({ ...initialListState(shape), sort: { key: 'kode', dir: 'asc' } }).sortBy).toBe('kode');
  });
});

describe('list interactions', () => {
  it('cycles a header through ascending, descending and off; another header starts ascending', () => {
    expect(nextSort(null, 'nama')).toEqual({ key: 'nama', dir: 'asc' });
    expect(nextSort({ key: 'nama', dir: 'asc' }, 'nama')).toEqual({ key: 'nama', dir: 'desc' });
    expect(nextSort({ key: 'nama', dir: 'desc' }, 'nama')).toBeNull();
    expect(nextSort({ key: 'nama', dir: 'desc' }, 'kode')).toEqual({ key: 'kode', dir: 'asc' });
  });

  it('goes back to page 1 when search, filters, sort or page size change', () => {
    const state = { ...initialListState(shape), page: 4 };
    expect(updateList(state, { q: 'a' }).page).toBe(1);
    expect(updateList(state, { filters: { active: 'true' } })).toMatchObject({ page: 1, filters: { active: 'true' } });
    expect(updateList(state, { perPage: 50 }).page).toBe(1);
  });

  it('knows the last page', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
  });
});
