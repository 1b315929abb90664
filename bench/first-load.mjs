// The sign-in page's two targets: what a first visit to /login downloads (every script and
// style sheet the browser fetched until the network is idle, gzipped at level 9 as a compressing proxy
// would send it) and its Largest Contentful Paint (median of --runs, default 5, each in a fresh browser
// context: empty HTTP cache, nothing stored). Debian chromium through playwright-core, 1366x768, en-US.
//
// By default it serves client/dist itself exactly as `npm start` does (express.static, index.html for
// every other GET; the same headers as realtime-server/src/app.ts mountClient), so only the build is
// needed: `npm run build && npm run bench:first-load`. BASE=http://127.0.0.1:PORT measures a running portal;
// DIST=<dir> serves another build (e.g. an older commit's, for a before/after on the same machine load).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { chromium } from 'playwright-core';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, path: { type: 'string', default: '/login' } },
});
const runs = Number(args.runs);
const BUDGET_JS_KB = 180;
const BUDGET_LCP_MS = 400;

let base = process.env.BASE;
let server;
if (!base) {
  const dist = process.env.DIST ?? new URL('../client/dist/', import.meta.url).pathname;
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) {
    console.error('client/dist is missing: run `npm run build` first');
    process.exit(1);
  }
  const app = express();
  app.use(
    express.static(dist, {
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${sep}assets${sep}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${server.address().port}`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
});

// Registered before any script of the page: the last LCP candidate wins (the browser stops reporting
// new ones at the first input, and this script never interacts before reading it).
const observeLcp = () => {
  window.__lcp = undefined;
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (!last) return;
    const el = last.element;
    window.__lcp = {
      startTime: last.startTime,
      size: last.size,
      element: el ? `${el.tagName.toLowerCase()}${el.dataset?.testid ? `[${el.dataset.testid}]` : ''}` : '?',
      text: (el?.textContent ?? '').trim().slice(0, 40),
    };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

async function visit(recordAssets) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 768 } });
  await context.addInitScript(observeLcp);
  const page = await context.newPage();
  const assets = [];
  const reading = [];
  if (recordAssets)
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      reading.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) =>
            assets.push({
              url: new URL(response.url()).pathname,
              type,
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
            }),
          ),
      );
    });
  await page.goto(base + args.path, { waitUntil: 'networkidle' });
  await page.getByTestId('login-email').waitFor({ timeout: 30_000 });
  // An LCP entry is reported a frame after its paint.
  await page.waitForTimeout(300);
  const lcp = await page.evaluate(() => window.__lcp);
  await Promise.all(reading);
  await context.close();
  return { lcp, assets };
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const loadBefore = load();
const results = [];
for (let i = 0; i < runs; i++) results.push(await visit(i === 0));
await browser.close();
server?.close();

const kb = (n) => (n / 1024).toFixed(1);
const { assets } = results[0];
const js = assets.filter((a) => a.type === 'script');
const css = assets.filter((a) => a.type === 'stylesheet');
const sum = (list, key) => list.reduce((s, a) => s + a[key], 0);
for (const a of assets.sort((x, y) => y.gzip - x.gzip))
  console.log(`${a.type.padEnd(10)} ${kb(a.gzip).padStart(7)} KB gz ${kb(a.raw).padStart(8)} KB  ${a.url}`);

const lcps = results.map((r) => r.lcp?.startTime ?? Number.NaN);
const sorted = [...lcps].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
const jsGz = sum(js, 'gzip');
const cssGz = sum(css, 'gzip');
console.log(`
${args.path} first load (scripts and style sheets fetched until network idle, gzip -9):
  JS  ${kb(jsGz)} KB gz in ${js.length} files (${kb(sum(js, 'raw'))} KB raw)  budget ${BUDGET_JS_KB} KB: ${jsGz <= BUDGET_JS_KB * 1024 ? 'met' : 'NOT met'}
  CSS ${kb(cssGz)} KB gz in ${css.length} files (${kb(sum(css, 'raw'))} KB raw)
  JS + CSS ${kb(jsGz + cssGz)} KB gz
${args.path} LCP, cold cache, median of ${runs}: ${median.toFixed(0)} ms (runs ${lcps.map((n) => n.toFixed(0)).join(', ')})  budget ${BUDGET_LCP_MS} ms: ${median <= BUDGET_LCP_MS ? 'met' : 'NOT met'}
  element: ${results.at(-1).lcp?.element} "${results.at(-1).lcp?.text}" (${results.at(-1).lcp?.size} px²)
served by ${process.env.BASE ? base : `express.static over ${process.env.DIST ?? 'client/dist'}, as npm start`}; load average ${loadBefore} before, ${load()} after`);
