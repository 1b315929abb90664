import { type CheckJadwal, type JadwalRow, type KomitePeran, type KomiteSeat, komitePeran } from '@ujian/shared/jadwal';

export type PlacementTarget = {
  pengajuan: { uuid: string; judul: string; mahasiswa: { fullName: string; nomorInduk: string | null } };
  pembimbing?: { dosenUuid: string; nama: string }[];
  /** The jadwal being edited (draft, or terjadwal = reschedule); absent for a new placement. */
  jadwal?: JadwalRow;
  tanggal?: string | null;
  waktuUjianUuid?: string | null;
  ruanganUuid?: string | null;
};

/** The form's target for an existing jadwal (edit a draft, reschedule a terjadwal one). */
export function targetOfJadwal(row: JadwalRow): PlacementTarget {
  return {
    pengajuan: { uuid: row.pengajuanUuid, judul: row.judul, mahasiswa: row.mahasiswa },
    pembimbing: row.pembimbing,
    jadwal: row,
  };
}

export type Seats = Record<KomitePeran, string | null>;

/** What the form holds: the date and slot, where, and who sits in each committee seat. */
export type PlacementState = {
  tanggal: string;
  waktuUjianUuid: string | null;
  ruanganUuid: string | null;
  onlineUrl: string;
  seats: Seats;
};

export type PlacementAction =
  | { type: 'tanggal'; value: string }
  | { type: 'waktu'; value: string | null }
  | { type: 'ruangan'; value: string | null }
  | { type: 'onlineUrl'; value: string }
  | { type: 'seat'; peran: KomitePeran; value: string | null };

export function initialPlacement(target: PlacementTarget): PlacementState {
  const existing = target.jadwal;
  const seats: Seats = { ketua: null, sekretaris: null, penguji1: null, penguji2: null };
  for (const m of existing?.komite ?? []) seats[m.peran] = m.dosenUuid;
  return {
    tanggal: target.tanggal ?? existing?.tanggal ?? '',
    waktuUjianUuid: target.waktuUjianUuid ?? existing?.waktuUjianUuid ?? null,
    ruanganUuid: target.ruanganUuid ?? existing?.ruanganUuid ?? null,
    onlineUrl: existing?.onlineUrl ?? '',
    seats,
  };
}

/** A new state only when something changed, so the state's identity says "edited" (the check's debounce). */
export function placementReducer(state: PlacementState, action: PlacementAction): PlacementState {
  switch (action.type) {
    case 'tanggal':
      return state.tanggal === action.value ? state : { ...state, tanggal: action.value };
    case 'waktu':
      return state.waktuUjianUuid === action.value ? state : { ...state, waktuUjianUuid: action.value };
    case 'ruangan':
      return state.ruanganUuid === action.value ? state : { ...state, ruanganUuid: action.value };
    case 'onlineUrl':
      return state.onlineUrl === action.value ? state : { ...state, onlineUrl: action.value };
    case 'seat':
      return state.seats[action.peran] === action.value
        ? state
        : { ...state, seats: { ...state.seats, [action.peran]: action.value } };
  }
}

/** The committee seats filled, in the seats' order. */
export function komiteOf(seats: Seats): KomiteSeat[] {
  return komitePeran.flatMap((peran) => (seats[peran] ? [{ peran, dosenUuid: seats[peran] }] : []));
}

/** The placement fields as the API takes them (create, patch and check alike). */
export function placementOf(state: PlacementState) {
  const url = state.onlineUrl.trim();
  return {
    tanggal: state.tanggal || null,
    waktuUjianUuid: state.waktuUjianUuid,
    ruanganUuid: state.ruanganUuid,
    onlineUrl: url || null,
    komite: komiteOf(state.seats),
  };
}

/** The committee can only be chosen (and the placement checked) once the date and slot are set. */
export function hasSlot(state: PlacementState): boolean {
  return Boolean(state.tanggal && state.waktuUjianUuid);
}

/** The body of `POST /jadwal-sidang/check`; null until the date and slot are chosen. */
export function checkBodyOf(state: PlacementState, pengajuanUuid: string, jadwalUuid?: string): CheckJadwal | null {
  if (!state.tanggal || !state.waktuUjianUuid) return null;
  return {
    ...(jadwalUuid ? { uuid: jadwalUuid } : {}),
    pengajuanUuid,
    ...placementOf(state),
    tanggal: state.tanggal,
    waktuUjianUuid: state.waktuUjianUuid,
  };
}

/** The save body: a patch of the jadwal in hand (with its version), or a new draft for the pengajuan. */
export function saveInputOf(state: PlacementState, pengajuanUuid: string, current: JadwalRow | undefined) {
  return current
    ? { uuid: current.uuid, body: { version: current.version, ...placementOf(state) } }
    : { body: { pengajuanUuid, ...placementOf(state) } };
}
