// Gzipped size of the JS (and CSS) a first visit to a route downloads: the entry chunk, its static
// imports, and the route's lazy screen with its static imports. Reads dist/.vite/manifest.json,
// so run `npx vite build` first. Usage: node scripts/first-load-size.mjs [src/features/auth/LoginPage.tsx]
// The build checks the sign-in page with it (vite.config.ts): see FIRST_LOAD_LIMIT_KB there.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LOGIN_SCREEN = 'src/features/auth/LoginPage.tsx';
/** Files a screen fetches besides its chunks: the sign-in screens' strings (English, the default). */
const screenStrings = { [LOGIN_SCREEN]: ['src/locales/en/auth.json'] };

/** The files of a first visit to `screen` with their gzipped sizes (level 9), from the build's manifest. */
export function firstLoad(dist, screen = LOGIN_SCREEN) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const css = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const sheet of entry.css ?? []) css.add(sheet);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit('index.html');
  if (!manifest[screen]) throw new Error(`${screen} is not a chunk of this build`);
  visit(screen);
  for (const key of screenStrings[screen] ?? []) visit(key);
  const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const js = [...files].map((file) => ({ file, gzip: gz(file) })).sort((a, b) => b.gzip - a.gzip);
  return {
    js,
    jsGzip: js.reduce((sum, row) => sum + row.gzip, 0),
    cssGzip: [...css].reduce((sum, file) => sum + gz(file), 0),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const screen = process.argv[2] ?? LOGIN_SCREEN;
  const { js, jsGzip, cssGzip } = firstLoad(dist, screen);
  for (const row of js) console.log(`${(row.gzip / 1024).toFixed(1).padStart(7)} KB  ${row.file}`);
  console.log(
    `first load of ${screen}: ${(jsGzip / 1024).toFixed(1)} KB gzipped JS in ${js.length} files, ${(cssGzip / 1024).toFixed(1)} KB gzipped CSS`,
  );
}
