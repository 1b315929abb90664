// `npm run db:generate -w realtime-server -- <name>`: a new migration from the schema's changes.
// The schema has shipped (archives of earlier versions must restore and migrate forward), so the
// files already in migrations/ are never edited or regenerated: every change is a new file.
// Hand-written SQL drizzle-kit cannot express (triggers, conditional indexes) goes in a migration of
// its own: `npx drizzle-kit generate --custom --name <name>`, then write the SQL into the new file.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run db:generate -w realtime-server -- <name_in_snake_case>');
  process.exit(2);
}
const folder = new URL('../migrations/', import.meta.url);
const before = new Set(readdirSync(folder));
execFileSync('npx', ['drizzle-kit', 'generate', '--name', name], {
  stdio: 'inherit',
  cwd: new URL('..', import.meta.url),
});
// drizzle-kit writes "public"."table" in references; unqualified names follow search_path, which
// lets the test suite run each PostgreSQL run in a fresh schema of its own.
for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql') && !before.has(f))) {
  const path = new URL(file, folder);
  writeFileSync(path, readFileSync(path, 'utf8').replaceAll('"public".', ''));
}
