import { describe, expect, it } from 'vitest';
import { penggunaPatchOf } from './pengguna-edit';

describe('penggunaPatchOf', () => {
  const user = { role: 'client', prodiUuid: 'p-1', active: true };

  it('sends nothing when nothing changed (a role or active change would end the sessions)', () => {
    expect(penggunaPatchOf(user, { role: 'client', prodiUuid: 'p-1', active: true })).toEqual({});
  });

  it('sends only the changed fields, a cleared prodi as null', () => {
    expect(penggunaPatchOf(user, { role: 'koordinator', prodiUuid: 'p-1', active: true })).toEqual({
      role: 'koordinator',
    });
    expect(penggunaPatchOf(user, { role: 'client', prodiUuid: null, active: false })).toEqual({
      prodiUuid: null,
      active: false,
    });
  });
});
