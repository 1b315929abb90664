// Screen time-to-usable (median of 5, cold HTTP cache, 1366x768, measured in the page; ONLY=<regexp>
// picks screens) and, with SHOTS=1 HASIL=<uuid> PERUBAHAN=<uuid>, screenshots of the board, scoring and
// score-change pages at 1366x768 and 390x844 into /tmp/uxshots. TIMES=0 skips the timings. Run against a
// started portal with the demo data: BASE=http://127.0.0.1:PORT node bench/screen-times.mjs
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

// BASE=a,b compares two running builds: their runs alternate, so a change of the machine's pace hits both.
const bases = (process.env.BASE ?? 'http://127.0.0.1:4711').split(',');
const base = bases[0];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
async function stateOf(email, password, base = bases[0]) {
  const ctx = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 768 } });
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.waitForTimeout(1500);
  const state = await ctx.storageState();
  await ctx.close();
  return state;
}
/**
 * When a screen became usable, measured in the page from navigation start (performance.now()): the first
 * animation frame at which `ready` holds and keeps holding for QUIET_MS with none of the screen's API
 * requests in flight.
 * Not Playwright's `waitFor`: it polls with a back-off of 20, 50, 100, 100 and then every 500 ms, so its
 * answer lands up to half a second after the screen has rendered.
 */
const QUIET_MS = 100;
function watchUsable({ ready, quietMs }) {
  let inFlight = 0;
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (...args) {
    // the shell's own requests (the bell's list, the realtime port, saved preferences) are not the screen's
    const api =
      /\/api\//.test(String(args[1])) && !/\/api\/v1\/(notifikasi|config|account\/preferences)\b/.test(String(args[1]));
    if (api) {
      inFlight += 1;
      this.addEventListener('loadend', () => {
        inFlight -= 1;
        schedule();
      });
    }
    return open.apply(this, args);
  };
  const contentReady = new Function(`return (${ready})`)();
  const holds = () => inFlight === 0 && contentReady(document);
  let since;
  let frame = 0;
  function check() {
    frame = 0;
    if (window.__usableAt !== undefined) return;
    if (!holds()) {
      since = undefined;
      return;
    }
    since ??= performance.now();
    setTimeout(() => {
      if (since !== undefined && holds() && performance.now() - since >= quietMs) window.__usableAt = since;
      else schedule();
    }, quietMs);
  }
  function schedule() {
    if (!frame) frame = requestAnimationFrame(check);
  }
  new MutationObserver(schedule).observe(document, { childList: true, subtree: true, attributes: true });
}
/** The screen's own content: a heading in the main area and nothing in it still loading. */
const CONTENT_READY = `(doc) => {
  const main = doc.querySelector('main');
  return !!main && !!main.querySelector('h1') &&
    !main.querySelector('.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [data-testid="route-loading"]');
}`;
const accounts = {
  admin: ['admin@demo.ac.id', 'Admin#2026demo'],
  koordinator: ['koordinator@demo.ac.id', 'Koordinator#2026demo'],
  dosen: ['dosen3@demo.ac.id', 'Dosen#2026demo'],
  mahasiswa: ['mahasiswa@demo.ac.id', 'Mahasiswa#2026demo'],
};
/** Each build's stored sessions (a session belongs to its server's database and origin). */
const sessions = new Map();
for (const at of bases) {
  const own = {};
  for (const [role, [email, password]] of Object.entries(accounts)) own[role] = await stateOf(email, password, at);
  sessions.set(at, own);
}
const [admin, koordinator, dosen, mahasiswa] = ['admin', 'koordinator', 'dosen', 'mahasiswa'];
const screens = [
  ['/login', undefined, `(doc) => !!doc.querySelector('[data-testid="login-submit"]')`],
  ['/jadwal-sidang', admin, `(doc) => !!doc.querySelector('[data-testid="board-jadwal"]')`],
  [
    '/dashboard/analytics',
    admin,
    `(doc) => !!doc.querySelector('[data-testid="dashboard"]') && !doc.querySelector('[data-testid="dashboard-loading"]')`,
  ],
  ['/rekapitulasi-payroll', admin, `(doc) => !!doc.querySelector('[data-testid^="payroll-total-"]')`],
  ['/daftar-sidang', koordinator, CONTENT_READY],
  ['/hasil-sidang', dosen, CONTENT_READY],
  ['/jadwal-sidang', dosen, CONTENT_READY],
  ['/home', mahasiswa, CONTENT_READY],
  ['/surat-tugas', admin, CONTENT_READY],
  ['/rekapitulasi-jadwal-sidang', admin, CONTENT_READY],
  ['/pengguna', admin, CONTENT_READY],
  ['/rekapitulasi-pengajuan-sidang', admin, CONTENT_READY],
  ['/periode-ujian', admin, CONTENT_READY],
  ['/hak-akses', admin, CONTENT_READY],
  ['/notifikasi-email', admin, CONTENT_READY],
  ['/pengaturan', admin, CONTENT_READY],
  ['/dashboard/analytics', koordinator, CONTENT_READY],
  ['/perubahan-nilai', koordinator, CONTENT_READY],
  ['/daftar-yudisium', koordinator, CONTENT_READY],
  ['/dashboard/analytics', dosen, CONTENT_READY],
  ['/ketersediaan', dosen, CONTENT_READY],
  ['/notifikasi', dosen, CONTENT_READY],
  ['/pages/account-setting', dosen, CONTENT_READY],
  ['/pengajuan-sidang/baru', mahasiswa, CONTENT_READY],
];
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : undefined;
// TIMES=0 only takes the screenshots; a busy machine gets 2 minutes per wait instead of failing the run.
for (const [path, role, ready] of process.env.TIMES === '0' ? [] : screens) {
  if (only && !only.test(path)) continue;
  const times = new Map(bases.map((at) => [at, []]));
  let stuck = false;
  for (let i = 0; i < 5 && !stuck; i++) {
    for (const at of bases) {
      const ctx = await browser.newContext({
        locale: 'en-US',
        viewport: { width: 1366, height: 768 },
        storageState: role ? sessions.get(at)[role] : undefined,
      });
      ctx.setDefaultTimeout(120_000);
      const page = await ctx.newPage();
      await page.addInitScript(watchUsable, { ready, quietMs: QUIET_MS });
      await page.goto(at + path);
      const usableAt = await page
        .waitForFunction(() => window.__usableAt, undefined, { polling: 50, timeout: 30_000 })
        .catch(() => undefined);
      if (usableAt) times.get(at).push(Math.round(await usableAt.jsonValue()));
      else {
        console.log(`${path} (${role ?? 'signed out'}) at ${at} never got ready: look at it`);
        stuck = true;
      }
      await ctx.close();
    }
  }
  if (stuck) continue;
  for (const [at, runs] of times) {
    runs.sort((a, b) => a - b);
    const where = bases.length > 1 ? ` at ${at}` : '';
    console.log(`${path} (${role ?? 'signed out'})${where}: median ${runs[2]} ms (runs ${runs.join(', ')})`);
  }
}
if (process.env.SHOTS) {
  mkdirSync('/tmp/uxshots', { recursive: true });
  const dosen3 = sessions.get(base).dosen;
  const hasil = process.env.HASIL;
  const perubahan = process.env.PERUBAHAN;
  const shots = [
    [
      'board',
      '/jadwal-sidang',
      sessions.get(base).admin,
      (p) => p.locator('[data-testid="board-jadwal"]').first().waitFor(),
    ],
    [
      'scoring',
      `/hasil-sidang-edit/${hasil}`,
      sessions.get(base).admin,
      (p) => p.getByTestId('finalize-card').waitFor(),
    ],
    [
      'score-change',
      `/hasil-sidang-edit/perubahan-nilai/${perubahan}`,
      dosen3,
      (p) => p.getByTestId('perubahan-komponen').first().waitFor(),
    ],
  ];
  for (const [name, path, state, ready] of shots)
    for (const [w, h] of [
      [1366, 768],
      [390, 844],
    ]) {
      const ctx = await browser.newContext({ locale: 'en-US', viewport: { width: w, height: h }, storageState: state });
      ctx.setDefaultTimeout(120_000);
      const page = await ctx.newPage();
      await page.goto(base + path);
      // a screen that never gets ready is photographed as it stands: that is what needs looking at
      await ready(page).catch((error) =>
        console.log(`${name} at ${w}px never got ready: ${error.message.split('\n')[0]}`),
      );
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/uxshots/${name}-${w}.png` });
      await ctx.close();
    }
}
await browser.close();
