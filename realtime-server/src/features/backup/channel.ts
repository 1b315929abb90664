import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { CHANNEL_FILE } from './archive';

type ChannelFile = { port: number; token: string; pid: number };

/**
 * The running server's door for `npm run backup` on the embedded database, which only one process may
 * open: an HTTP listener on 127.0.0.1 (an ephemeral port) that answers a POST carrying the token it
 * wrote, with the port, into DATA_DIR/backup-channel.json (mode 0600). Whoever can read that file can
 * read the database files next to it anyway; nobody else can ask.
 */
export async function startBackupChannel(options: {
  dataDir: string;
  /** writes one archive to the given file (the same code as the scheduled backups) */
  backup: (file: string) => Promise<unknown>;
}): Promise<{ close(): Promise<void> }> {
  const token = randomBytes(32).toString('hex');
  const expected = Buffer.from(`Bearer ${token}`);
  const server: Server = createServer((req, res) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (
      req.method !== 'POST' ||
      req.url !== '/backup' ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    ) {
      res.writeHead(403).end();
      return;
    }
    const file = path.join(options.dataDir, `.backup-tmp-out-${randomBytes(6).toString('hex')}.tar.gz`);
    void (async () => {
      try {
        await options.backup(file);
        res.writeHead(200, { 'content-type': 'application/gzip' });
        await pipeline(createReadStream(file), res);
      } catch (err) {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`backup failed: ${(err as Error).message}`);
      } finally {
        await rm(file, { force: true });
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const channelFile = path.join(options.dataDir, CHANNEL_FILE);
  const content: ChannelFile = { port, token, pid: process.pid };
  await writeFile(channelFile, JSON.stringify(content), { mode: 0o600 });
  return {
    async close() {
      await rm(channelFile, { force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Asks the server running on `dataDir` for an archive and writes it to `file` (complete, or not at all). */
export async function backupThroughServer(dataDir: string, file: string): Promise<void> {
  let channel: ChannelFile;
  try {
    channel = JSON.parse(await readFile(path.join(dataDir, CHANNEL_FILE), 'utf8')) as ChannelFile;
  } catch {
    throw new Error(
      `A server runs on ${path.resolve(dataDir)} but offers no backup channel (${CHANNEL_FILE} is missing): ` +
        'it may still be starting, or be an older version. Try again in a moment, or stop it and run the backup then.',
    );
  }
  const part = `${file}.${randomBytes(4).toString('hex')}.part`;
  try {
    await new Promise<void>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: channel.port,
          method: 'POST',
          path: '/backup',
          headers: { authorization: `Bearer ${channel.token}` },
        },
        (res) => {
          if (res.statusCode !== 200) {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => {
              text += c;
            });
            res.on('end', () => reject(new Error(text || `the server answered ${res.statusCode}`)));
            res.on('error', reject);
            return;
          }
          pipeline(res, createWriteStream(part)).then(resolve, reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
    await rename(part, file);
  } finally {
    await rm(part, { force: true });
  }
}
