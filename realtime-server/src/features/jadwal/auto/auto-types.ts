/**
 * The automatic scheduler's own view of the world: plain data, indexes into arrays, no database.
 * The route layer turns rows into an `AutoInstance`; the solver worker turns it into an `AutoResult`.
 */
export type Peran = 'ketua' | 'sekretaris' | 'penguji1' | 'penguji2';

export type AutoSlot = {
  id: string;
  tanggal: string;
  waktuUjianId: string;
  /** epoch milliseconds of the real instants (Asia/Jakarta times resolved by the caller) */
  start: number;
  end: number;
};

/** `busy`: indexes of slots in which the room or person is already taken (published or locked rows, external blocks). */
export type AutoRoom = { id: string; nama: string; busy: number[] };

/** Where a lecturer's droppable busy time comes from: a block a coordinator can drop or move. */
export type BusySource = { kind: 'external' | 'ketersediaan'; uuid: string };

/** A droppable busy interval of one lecturer: the slots it takes and its real times (epoch ms). */
export type AutoBlock = { source: BusySource; slots: number[]; start: number; end: number };

export type AutoDosen = {
  id: string;
  nama: string;
  /** slots taken by rows the run keeps (other jadwal); blocks are listed apart in `blocks` */
  busy: number[];
  /** busy time from blocks (external jadwal, declared unavailability): each one a possible repair */
  blocks?: AutoBlock[];
  /** committee seats already held in the range (rows the run keeps), counted in the load it balances */
  load: number;
  /** their load per day by the shared rule (`dailyLoad`) from the rows the run keeps, for the daily maximum */
  loadPerDay?: Record<string, number>;
};

/** Every slot a lecturer is busy in: rows the run keeps and their blocks. */
export const personBusy = (d: AutoDosen): number[] =>
  d.blocks?.length ? [...d.busy, ...d.blocks.flatMap((b) => b.slots)] : d.busy;

export type AutoSeat = { dosenId: string; peran: Peran };

export type AutoSidang = {
  id: string;
  label: string;
  pembimbing: string[];
  /** committee seats the draft already names: kept, and those people must be free */
  komite: AutoSeat[];
  /** seats the run fills */
  seats: Peran[];
  /** examiners the run may choose from for this sidang (pembimbing already left out) */
  eligible: string[];
  /**
   * how well a lecturer fits this sidang (a `cocok` seat; 0 when absent): the third level of the
   * objective, after sidang planned and the largest examiner load
   */
  preference?: Record<string, number>;
};

export type AutoInstance = {
  slots: AutoSlot[];
  rooms: AutoRoom[];
  dosen: AutoDosen[];
  sidang: AutoSidang[];
  /** supervisors attend, so they must be free too */
  pembimbingHadir: boolean;
  /** most committee seats one lecturer takes on one day */
  maxPerDay: number;
  /**
   * What the run may not use but a repair may propose to add: days (their slots are in `slots`),
   * rooms (in `rooms`) and, per sidang id, lecturers outside the pool (in `dosen`, eligible nowhere).
   */
  spare?: { days?: string[]; rooms?: string[]; examiners?: Record<string, string[]> };
};

/**
 * `CAPACITY` only when the plan is proven to hold the most sidang possible (forcing this one in plans no
 * more); `TIME_LIMIT` when the run stopped before it could place or rule out this one.
 */
export type ReasonCode =
  | 'NO_COMMON_SLOT'
  | 'PERSON_UNAVAILABLE'
  | 'NO_ROOM'
  | 'NO_EXAMINER'
  | 'CAPACITY'
  | 'TIME_LIMIT';

export type UnplannedReason = {
  code: ReasonCode;
  message: string;
  dosenUuid?: string;
  dosenUuids?: string[];
  /** CAPACITY: what ran out (`rooms` on a day, a `person`'s free slots, `examiners` free in its slots) */
  resource?: { kind: 'rooms' | 'person' | 'examiners'; tanggal?: string[]; dosenUuid?: string };
  /** CAPACITY: planned sidang that took what this one needed */
  competing?: string[];
};

export type PlannedSidang = {
  pengajuanUuid: string;
  slot: number;
  tanggal: string;
  waktuUjianUuid: string;
  ruanganUuid: string;
  komite: { dosenUuid: string; peran: Peran }[];
};

export type AutoStatus = 'optimal' | 'feasible' | 'infeasible' | 'timeout' | 'failed';

export type AutoStats = {
  sidang: number;
  slots: number;
  rooms: number;
  dosen: number;
  variables: number;
  constraints: number;
  seconds: number;
  objective: number | null;
  maxLoad: number;
  /** a proven upper bound on how many of the run's sidang can be planned */
  plannedBound: number;
  /** a proven lower bound on the largest examiner load of a plan with as many sidang as this one */
  loadBound: number;
  /** the solver crashed, aborted or ran out of memory: the plan is the best one found before */
  fallback: boolean;
};

export type RepairKind = 'FREE_PERSON' | 'ADD_DAY' | 'ADD_ROOM' | 'OTHER_EXAMINER' | 'RAISE_LOAD';

/** One change, verified by solving, with which a left-out sidang is planned and no planned one lost. */
export type Repair = {
  kind: RepairKind;
  message: string;
  dosenUuid?: string;
  ketersediaanUuid?: string;
  externalUuid?: string;
  tanggal?: string;
  ruanganUuid?: string;
};

export type AutoResult = {
  status: AutoStatus;
  planned: PlannedSidang[];
  unplanned: { pengajuanUuid: string; reasons: UnplannedReason[]; repairs: Repair[] }[];
  stats: AutoStats;
};

export type AutoProgress = { phase: 'queued' | 'building' | 'solving' | 'done'; progress: number; planned?: number };
