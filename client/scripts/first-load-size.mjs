// Gzipped size of the JS (and CSS) a first visit to a route downloads: the entry chunk, its static
// imports, and the route's lazy screen with its static imports. Reads dist/.vite/manifest.json,
// so run `npx vite build` first. Usage: node scripts/first-load-size.mjs [src/features/auth/LoginPage.tsx]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const screen = process.argv[2] ?? 'src/features/auth/LoginPage.tsx';

const files = new Set();
const css = new Set();
function visit(key) {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return;
  files.add(entry.file);
  for (const sheet of entry.css ?? []) css.add(sheet);
  for (const imported of entry.imports ?? []) visit(imported);
}
visit('index.html');
if (!manifest[screen]) throw new Error(`${screen} is not a chunk of this build`);
visit(screen);

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const rows = [...files].map((file) => ({ file, gzip: gz(file) })).sort((a, b) => b.gzip - a.gzip);
const jsTotal = rows.reduce((sum, row) => sum + row.gzip, 0);
const cssTotal = [...css].reduce((sum, file) => sum + gz(file), 0);
for (const row of rows) console.log(`${(row.gzip / 1024).toFixed(1).padStart(7)} KB  ${row.file}`);
console.log(
  `first load of ${screen}: ${(jsTotal / 1024).toFixed(1)} KB gzipped JS in ${rows.length} files, ${(cssTotal / 1024).toFixed(1)} KB gzipped CSS`,
);
