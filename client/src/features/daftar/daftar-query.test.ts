import { describe, expect, it } from 'vitest';
import { listStateFromSearch, listStateToParams, listStateToSearch } from '../../components/list-query';
import { chipStatuses, daftarShape, exportParams, selectedStatuses, toggleStatus } from './daftar-query';

describe('status chips', () => {
  it('toggle on and off, kept in workflow order whatever the click order', () => {
    let raw = toggleStatus(undefined, 'sidang', 'dikembalikan');
    expect(raw).toBe('dikembalikan');
    raw = toggleStatus(raw ?? undefined, 'sidang', 'diajukan');
    expect(raw).toBe('diajukan,dikembalikan');
    raw = toggleStatus(raw ?? undefined, 'sidang', 'diajukan');
    expect(raw).toBe('dikembalikan');
    expect(toggleStatus('dikembalikan', 'sidang', 'dikembalikan')).toBeNull();
  });

  it('ignore codes the kind does not have (a hand-edited URL)', () => {
    expect(selectedStatuses('diajukan,bogus,disetujui', 'sidang')).toEqual(['diajukan']);
    expect(selectedStatuses('diajukan,disetujui', 'yudisium')).toEqual(['diajukan', 'disetujui']);
  });

  it('offer every state but draft', () => {
    expect(chipStatuses('yudisium')).toEqual(['diajukan', 'dikembalikan', 'diverifikasi', 'disetujui', 'selesai']);
    expect(chipStatuses('sidang')).not.toContain('draft');
  });
});

describe('filters -> query parameters', () => {
  it('search, chips, sort and page become the API query of CONTRACT.md', () => {
    const state = listStateFromSearch(
      new URLSearchParams('q=padi&status=diajukan,dikembalikan&sort=mahasiswa:desc&page=2&perPage=25'),
      daftarShape,
    );
    expect(listStateToParams(state)).toEqual({
      q: 'padi',
      status: 'diajukan,dikembalikan',
      sortBy: '-mahasiswa',
      page: 2,
      perPage: 25,
    });
  });

  it('default order is newest submission first, and the URL stays clean for defaults', () => {
    const state = listStateFromSearch(new URLSearchParams(''), daftarShape);
    expect(listStateToParams(state)).toEqual({ page: 1, perPage: 10, sortBy: '-submittedAt' });
    expect(listStateToSearch(state, daftarShape).toString()).toBe('');
  });

  it('an unknown sort key is dropped rather than sent', () => {
    const state = listStateFromSearch(new URLSearchParams('sort=password'), daftarShape);
    expect(listStateToParams(state).sortBy).toBeUndefined();
  });

  it('the Excel export takes the same filters and order, without paging', () => {
    expect(exportParams({ q: 'padi', status: 'diajukan', sortBy: '-submittedAt', page: 3, perPage: 25 })).toEqual({
      q: 'padi',
      status: 'diajukan',
      sortBy: '-submittedAt',
    });
  });
});
