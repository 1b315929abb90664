import { createHash } from 'node:crypto';
import { defaultKomponenNilai, defaultSkalaNilai } from '@ujian/shared/hasil';
import { defaultRoleRules, type RoleName, roleNames } from '@ujian/shared/roles';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../config';
import type { Db } from '../db/client';
import { roles, users } from '../db/schema/auth';
import {
  dosen,
  jenjang,
  peminatan,
  periodeUjian,
  prodi,
  program,
  prosesPersidangan,
  ruangan,
  statusHasilSidang,
  statusJadwalSidang,
  statusPengajuanSidang,
  waktuUjian,
} from '../db/schema/master';
import { tarifHonorarium } from '../db/schema/payroll';
import { profiles } from '../db/schema/profile';
import { seedState } from '../db/schema/seed-state';
import { hashPassword } from '../features/auth/passwords';
import { backfillHasilRows } from '../features/hasil/hasil-rows';
import type { Storage } from '../features/storage/storage';
import {
  demoAccounts,
  demoDosen,
  demoJenjang,
  demoNidnOf,
  demoPeminatan,
  demoProdi,
  demoProgram,
  demoProsesPersidangan,
  demoRuangan,
  demoStatusHasil,
  demoStatusJadwal,
  demoStatusPengajuan,
  demoTarifHonorarium,
  demoWaktuUjian,
} from './demo-data';
import { seedHasilDemo, seedHasilMasters } from './hasil';
import { seedJadwalDemo } from './jadwal';
import { seedPayrollDemo } from './payroll';
import { defaultJenisBerkas, seedJenisBerkas, seedPengajuanDemo } from './pengajuan';
import { type DemoLetters, seedSuratDemo } from './surat';

const roleDescriptions: Record<RoleName, string> = {
  admin: 'Staf akademik fakultas: mengelola semuanya',
  koordinator: 'Koordinator prodi: verifikasi pengajuan dan jadwal prodinya',
  dosen: 'Dosen: jadwal dan nilai sidang yang diujinya',
  client: 'Mahasiswa: pengajuan sidang dan yudisium miliknya',
};

// both nodes of a fresh multi-node deployment may start at once; one seeds, the other waits and sees rows
const SEED_LOCK = 727_001;

/**
 * What every database needs, demo or not: the four roles with their CASL rules (placeholders kept,
 * filled per user at sign-in), the labels of the fixed state codes and the process steps.
 * Rows that exist are left alone: admins edit them. Written once per version of its values.
 */
export async function seedBase(db: Db): Promise<void> {
  const [done] = await db
    .select({ fingerprint: seedState.fingerprint })
    .from(seedState)
    .where(eq(seedState.name, 'base'));
  if (done?.fingerprint === baseSeedFingerprint) return;
  await db.transaction(async (tx) => {
    await writeBase(tx);
    await tx
      .insert(seedState)
      .values({ name: 'base', fingerprint: baseSeedFingerprint })
      .onConflictDoUpdate({ target: seedState.name, set: { fingerprint: baseSeedFingerprint, updatedAt: new Date() } });
  });
}

/**
 * Everything `writeBase` writes: a start runs it again when this changes (a new role rule, a state
 * label, a default master), and otherwise reads one row (`seed_state`) instead of touching each table.
 */
const baseSeedFingerprint = createHash('sha256')
  .update(
    JSON.stringify([
      roleNames.map((name) => [name, roleDescriptions[name], defaultRoleRules[name]]),
      demoStatusPengajuan,
      demoStatusJadwal,
      demoStatusHasil,
      defaultJenisBerkas,
      defaultSkalaNilai,
      defaultKomponenNilai,
      demoProsesPersidangan,
    ]),
  )
  .digest('hex');

async function writeBase(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(roleNames.map((name) => ({ name, description: roleDescriptions[name], rules: defaultRoleRules[name] })))
    .onConflictDoNothing();
  await db
    .insert(statusPengajuanSidang)
    .values(demoStatusPengajuan.map((s, urutan) => ({ ...s, urutan })))
    .onConflictDoNothing();
  await db
    .insert(statusJadwalSidang)
    .values(demoStatusJadwal.map((s, urutan) => ({ ...s, urutan })))
    .onConflictDoNothing();
  await db
    .insert(statusHasilSidang)
    .values(demoStatusHasil.map((s, urutan) => ({ ...s, urutan })))
    .onConflictDoNothing();
  await seedJenisBerkas(db);
  await seedHasilMasters(db);
  const [steps] = await db.select({ n: sql<number>`count(*)::int` }).from(prosesPersidangan);
  if (!steps?.n)
    await db.insert(prosesPersidangan).values(demoProsesPersidangan.map((p, i) => ({ ...p, urutan: i + 1 })));
}

/** NIDN of the i-th demo lecturer: 10 digits, unique; dosen1's is 0401018001. */
export function demoNidn(index: number): string {
  return demoNidnOf(index);
}

/** NIP: birth date (8), appointment year-month (6), sex (1), serial (3). */
function demoNip(index: number): string {
  const birth = `${1970 + index}${String((index % 12) + 1).padStart(2, '0')}15`;
  return `${birth}${2005 + (index % 10)}01${(index % 2) + 1}${String(index + 1).padStart(3, '0')}`;
}

function isoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Demo data of CONTRACT.md on an empty database (no users yet); a database with users is never touched.
 * Returns whether it seeded. Its letters are issued in the seed unless `letters` is `queue`.
 */
export async function seedDemo(
  db: Db,
  options: { clock: Clock; storage?: Storage; appUrl?: string; letters?: DemoLetters },
): Promise<{ seeded: boolean }> {
  const now = options.clock.now();
  // every start of the embedded portal comes here: a database with users is told apart before hashing
  const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyone) return { seeded: false };
  // hashing is the slow part; do it before taking the lock (which still decides between racing starts)
  const hashes = await Promise.all(demoAccounts.map((a) => hashPassword(a.password)));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
    if (existing?.n) return { seeded: false };
    await seedBase(tx);

    const jenjangRows = await tx.insert(jenjang).values(demoJenjang).returning();
    const jenjangUuid = new Map(jenjangRows.map((r) => [r.kode, r.uuid]));
    await tx
      .insert(tarifHonorarium)
      .values(
        Object.entries(demoTarifHonorarium).flatMap(([kode, rates]) =>
          Object.entries(rates).map(([peran, jumlah]) => ({ peran, jenjangUuid: jenjangUuid.get(kode)!, jumlah })),
        ),
      );
    const prodiRows = await tx
      .insert(prodi)
      .values(demoProdi.map((p) => ({ kode: p.kode, nama: p.nama, jenjangUuid: jenjangUuid.get(p.jenjang)! })))
      .returning();
    const prodiUuid = new Map(prodiRows.map((r) => [r.kode, r.uuid]));
    const peminatanRows = await tx
      .insert(peminatan)
      .values(demoPeminatan.map((p) => ({ kode: p.kode, nama: p.nama, prodiUuid: prodiUuid.get(p.prodi)! })))
      .returning();
    const peminatanUuid = new Map(peminatanRows.map((r) => [r.kode, r.uuid]));
    await tx.insert(program).values(demoProgram);
    const dosenRows = await tx
      .insert(dosen)
      .values(
        demoDosen.map((d, i) => ({
          nidn: demoNidn(i),
          nip: demoNip(i),
          nama: d.nama,
          gelarDepan: d.gelarDepan ?? null,
          gelarBelakang: d.gelarBelakang,
          email: i === 0 ? 'dosen1@demo.ac.id' : `${d.nama.toLowerCase().replace(/[^a-z]+/g, '.')}@demo.ac.id`,
          phone: `0812${String(3000000 + i * 7919).padStart(8, '0')}`,
          prodiUuid: prodiUuid.get(d.prodi)!,
        })),
      )
      .returning();
    await tx.insert(ruangan).values(demoRuangan);
    await tx.insert(waktuUjian).values(demoWaktuUjian);
    // a day either side of the seeding day, so it is "open today" in every time zone (Jakarta is UTC+7)
    const day = 24 * 60 * 60 * 1000;
    const periode = {
      tanggalBuka: isoDate(new Date(now.getTime() - day)),
      tanggalTutup: isoDate(new Date(now.getTime() + 91 * day)),
    };
    const label = now.toLocaleDateString('id-ID', { month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' });
    await tx.insert(periodeUjian).values([
      { nama: `Periode Sidang ${label}`, jenis: 'sidang', ...periode },
      { nama: `Periode Yudisium ${label}`, jenis: 'yudisium', ...periode },
    ]);

    const roleRows = await tx.select({ id: roles.id, name: roles.name }).from(roles);
    const roleId = new Map(roleRows.map((r) => [r.name, r.id]));
    for (const [i, account] of demoAccounts.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          username: account.username,
          email: account.email,
          passwordHash: hashes[i]!,
          fullName: account.fullName,
          roleId: roleId.get(account.role)!,
          reviewedAt: now,
          emailVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      const p: { nomorInduk?: string; phone?: string; prodi?: string; peminatan?: string; address?: string } =
        account.profile;
      await tx.insert(profiles).values({
        userId: user!.id,
        nomorInduk: p.nomorInduk ?? null,
        phone: p.phone ?? null,
        address: p.address ?? null,
        prodiUuid: p.prodi ? prodiUuid.get(p.prodi)! : null,
        peminatanUuid: p.peminatan ? peminatanUuid.get(p.peminatan)! : null,
        updatedAt: now,
      });
      if ('dosenIndex' in account) {
        await tx
          .update(dosen)
          .set({ userId: user!.id })
          .where(sql`${dosen.uuid} = ${dosenRows[account.dosenIndex]!.uuid}`);
      }
    }
    await seedPengajuanDemo(tx, now, options.storage);
    await seedJadwalDemo(tx, now, options.storage);
    // last: it scores the finished demo jadwal seeded before it
    await seedHasilDemo(tx, now);
    // the published demo jadwal still scoring get their hasil row, as a PUBLISH would have given them
    await backfillHasilRows(tx);
    await seedSuratDemo(tx, now, options.appUrl ?? 'http://localhost:3000', options.letters ?? 'issue');
    await seedPayrollDemo(tx, now);
    return { seeded: true };
  });
}
