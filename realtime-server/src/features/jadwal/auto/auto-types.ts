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

export type AutoDosen = {
  id: string;
  nama: string;
  busy: number[];
  /** committee seats already held in the range (rows the run keeps), counted in the load it balances */
  load: number;
  /** committee seats already held per day (`tanggal` -> n), for the daily maximum */
  loadPerDay?: Record<string, number>;
};

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
};

export type ReasonCode = 'NO_COMMON_SLOT' | 'PERSON_UNAVAILABLE' | 'NO_ROOM' | 'NO_EXAMINER' | 'CAPACITY';

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
};

export type AutoResult = {
  status: AutoStatus;
  planned: PlannedSidang[];
  unplanned: { pengajuanUuid: string; reasons: UnplannedReason[] }[];
  stats: AutoStats;
};

export type AutoProgress = { phase: 'building' | 'solving' | 'done'; progress: number; planned?: number };
