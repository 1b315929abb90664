// Measures what a first visit to /login downloads: every script the page loads, gzipped
// (level 9, as a server with compression would send it). Serves client/dist itself, so
// only the build is needed: `npm run build && node bench/first-load.mjs`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const dist = new URL('../client/dist/', import.meta.url).pathname;
if (!existsSync(join(dist, 'index.html'))) {
  console.error('client/dist is missing: run `npm run build` first');
  process.exit(1);
}
const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(dist, path);
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
const assets = [];
page.on('response', async (response) => {
  const type = response.request().resourceType();
  if (type !== 'script' && type !== 'stylesheet') return;
  const body = await response.body().catch(() => Buffer.alloc(0));
  assets.push({
    url: new URL(response.url()).pathname,
    type,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  });
});
const started = performance.now();
await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
await page.getByTestId('login-email').waitFor({ timeout: 30_000 });
const visibleMs = performance.now() - started;
await browser.close();
server.close();

const kb = (n) => (n / 1024).toFixed(1);
const js = assets.filter((a) => a.type === 'script');
const css = assets.filter((a) => a.type === 'stylesheet');
const sum = (list, key) => list.reduce((s, a) => s + a[key], 0);
for (const a of assets.sort((x, y) => y.gzip - x.gzip))
  console.log(`${a.type.padEnd(10)} ${kb(a.gzip).padStart(7)} KB gz ${kb(a.raw).padStart(8)} KB  ${a.url}`);
console.log(
  `\n/login first load: JS ${kb(sum(js, 'gzip'))} KB gzipped (${js.length} files, ${kb(sum(js, 'raw'))} KB raw); CSS ${kb(sum(css, 'gzip'))} KB gzipped`,
);
console.log(`login form visible after ${visibleMs.toFixed(0)} ms (local static server, headless chromium)`);
const budget = 250 * 1024;
console.log(sum(js, 'gzip') <= budget ? 'within the 250 KB budget' : 'OVER the 250 KB budget');
