// Build step (an entry of scripts/build-server.mjs): an empty PGlite database with every migration
// applied, as a gzipped tarball. A fresh data dir starts from it instead of running initdb and the
// migrations, which is most of a first start's time.
import { writeFileSync } from 'node:fs';
import { openPglite } from './pglite';

const out = process.argv[2];
if (!out) throw new Error('usage: pglite-template.mjs <out.tar.gz>');
const database = await openPglite('memory://');
await database.migrate();
const dump = await database.dumpDataDir?.();
if (!dump) throw new Error('PGlite cannot dump its data dir');
writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
await database.close();
