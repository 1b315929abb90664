import { createRequire } from 'node:module';
import path from 'node:path';

/** The folder of a workspace package, found through node_modules: the same from src/ and from the bundle in dist/. */
export function workspaceDir(name: '@ujian/realtime-server' | '@ujian/client'): string {
  return path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
}

/** The committed Drizzle migrations, shared by both drivers. */
export const migrationsFolder = path.join(workspaceDir('@ujian/realtime-server'), 'migrations');
