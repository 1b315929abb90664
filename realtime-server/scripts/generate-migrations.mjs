// Pre-release: the schema has never shipped, so we keep one initial migration and regenerate it
// from the full schema. Once a release ships, drop the rm below and let drizzle-kit add files.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const folder = new URL('../migrations/', import.meta.url);
rmSync(folder, { recursive: true, force: true });
execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'initial'], {
  stdio: 'inherit',
  cwd: new URL('..', import.meta.url),
});
// drizzle-kit writes "public"."table" in references; unqualified names follow search_path, which
// lets the test suite run each PostgreSQL run in a fresh schema of its own.
for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
  const path = new URL(file, folder);
  writeFileSync(path, readFileSync(path, 'utf8').replaceAll('"public".', ''));
}
// Hand-written SQL drizzle-kit cannot express (conditional extensions and indexes), appended in name order.
const extraFolder = new URL('../migrations-extra/', import.meta.url);
const extras = readdirSync(extraFolder)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => readFileSync(new URL(f, extraFolder), 'utf8').trim());
if (extras.length > 0) {
  const initial = readdirSync(folder).find((f) => f.endsWith('.sql'));
  const path = new URL(initial, folder);
  const generated = readFileSync(path, 'utf8').trimEnd();
  writeFileSync(path, `${generated}\n--> statement-breakpoint\n${extras.join('\n--> statement-breakpoint\n')}\n`);
}
