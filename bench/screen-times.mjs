// Screen time-to-usable (median of 5, cold HTTP cache, 1366x768) and, with SHOTS=1 HASIL=<uuid> PERUBAHAN=<uuid>,
// screenshots of the board, scoring and score-change pages at 1366x768 and 390x844 into /tmp/uxshots.
// TIMES=0 skips the timings. Run against a started portal with the demo data: BASE=http://127.0.0.1:PORT node bench/screen-times.mjs
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.env.BASE ?? 'http://127.0.0.1:4711';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
async function stateOf(email, password) {
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
const admin = await stateOf('admin@demo.ac.id', 'Admin#2026demo');
const screens = [
  [
    '/login',
    undefined,
    async (p) => {
      await p.getByTestId('login-submit').waitFor();
    },
  ],
  [
    '/jadwal-sidang',
    admin,
    async (p) => {
      await p.locator('[data-testid="board-jadwal"]').first().waitFor();
    },
  ],
  [
    '/dashboard/analytics',
    admin,
    async (p) => {
      await p.getByTestId('dashboard').waitFor();
      await p.getByTestId('dashboard-loading').waitFor({ state: 'detached' });
    },
  ],
  [
    '/rekapitulasi-payroll',
    admin,
    async (p) => {
      await p.locator('[data-testid^="payroll-total-"]').first().waitFor();
    },
  ],
];
// TIMES=0 only takes the screenshots; a busy machine gets 2 minutes per wait instead of failing the run.
for (const [path, state, usable] of process.env.TIMES === '0' ? [] : screens) {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const ctx = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1366, height: 768 },
      storageState: state,
    });
    ctx.setDefaultTimeout(120_000);
    const page = await ctx.newPage();
    const t0 = Date.now();
    await page.goto(base + path);
    await usable(page);
    times.push(Date.now() - t0);
    await ctx.close();
  }
  times.sort((a, b) => a - b);
  console.log(`${path}: median ${times[2]} ms (runs ${times.join(', ')})`);
}
if (process.env.SHOTS) {
  mkdirSync('/tmp/uxshots', { recursive: true });
  const dosen3 = await stateOf('dosen3@demo.ac.id', 'Dosen#2026demo');
  const hasil = process.env.HASIL;
  const perubahan = process.env.PERUBAHAN;
  const shots = [
    ['board', '/jadwal-sidang', admin, (p) => p.locator('[data-testid="board-jadwal"]').first().waitFor()],
    ['scoring', `/hasil-sidang-edit/${hasil}`, admin, (p) => p.getByTestId('finalize-card').waitFor()],
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
