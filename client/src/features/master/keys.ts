import type { MasterName } from '@ujian/shared/ability';
import type { ListParams } from '../../components/list-query';

/** One scope per master table: saving a row invalidates `all(name)`, its lists, pickers and audit. */
export const masterKeys = {
  all: (name: MasterName) => ['master', name] as const,
  list: (name: MasterName, params: ListParams) => [...masterKeys.all(name), 'list', params] as const,
  detail: (name: MasterName, uuid: string) => [...masterKeys.all(name), 'detail', uuid] as const,
  audit: (name: MasterName, uuid: string) => [...masterKeys.all(name), 'audit', uuid] as const,
  /** Every row of a small table at once (biodata's selects). */
  allOptions: (name: MasterName) => [...masterKeys.all(name), 'options'] as const,
  /** A picker's rows, searched on the server by `q`. */
  options: (name: MasterName, q = '') => [...masterKeys.allOptions(name), q] as const,
  /** The rows as badges show them (colour and label per code). */
  display: (name: MasterName) => [...masterKeys.all(name), 'display'] as const,
};
