import type { RoleName } from '@ujian/shared/roles';

export type DemoAccount = {
  role: RoleName;
  email: string;
  username: string;
  password: string;
  /** Key in the auth namespace of a short hint shown under the account, if any. */
  hintKey?: string;
};

/**
 * CONTRACT.md "Demo accounts". This is a demo build, so the sign-in page lists them and a
 * click fills the form; the server seeds them only on the embedded default database.
 */
export const demoAccounts: readonly DemoAccount[] = [
  { role: 'admin', email: 'admin@demo.ac.id', username: 'admin', password: 'Admin#2026demo' },
  { role: 'koordinator', email: 'koordinator@demo.ac.id', username: 'koordinator', password: 'Koordinator#2026demo' },
  { role: 'dosen', email: 'dosen1@demo.ac.id', username: 'dosen1', password: 'Dosen#2026demo' },
  // CONTRACT.md "Demo data additions": the other examiners of the demo sidang
  {
    role: 'dosen',
    email: 'dosen2@demo.ac.id',
    username: 'dosen2',
    password: 'Dosen#2026demo',
    hintKey: 'demo.examinerNext',
  },
  {
    role: 'dosen',
    email: 'dosen3@demo.ac.id',
    username: 'dosen3',
    password: 'Dosen#2026demo',
    hintKey: 'demo.chairFinished',
  },
  {
    role: 'client',
    email: 'mahasiswa@demo.ac.id',
    username: 'mahasiswa',
    password: 'Mahasiswa#2026demo',
    hintKey: 'demo.biodataComplete',
  },
  {
    role: 'client',
    email: 'mahasiswa2@demo.ac.id',
    username: 'mahasiswa2',
    password: 'Mahasiswa#2026demo',
    hintKey: 'demo.biodataIncomplete',
  },
  {
    role: 'client',
    email: 'mahasiswa3@demo.ac.id',
    username: 'mahasiswa3',
    password: 'Mahasiswa#2026demo',
    hintKey: 'demo.readyForYudisium',
  },
  {
    role: 'client',
    email: 'mahasiswa4@demo.ac.id',
    username: 'mahasiswa4',
    password: 'Mahasiswa#2026demo',
    hintKey: 'demo.scheduled',
  },
];

/**
 * The card is on by default (the product ships as a demo); a deployment without the demo seed
 * builds with `VITE_DEMO_ACCOUNTS=off` so nobody is offered accounts that do not exist.
 */
export function showDemoAccounts(flag: string | undefined): boolean {
  return !['off', '0', 'false', 'no'].includes((flag ?? '').trim().toLowerCase());
}
