import { connect } from 'node:net';

/** Test helper: HTTP/1.1 over a bare socket, for bodies and headers `fetch` refuses to send. */
export type RawResponse = { status: number; headers: string; body: string; raw: string };

export function parseRaw(raw: string): RawResponse {
  const split = raw.indexOf('\r\n\r\n');
  const head = split >= 0 ? raw.slice(0, split) : raw;
  let body = split >= 0 ? raw.slice(split + 4) : '';
  if (/^transfer-encoding:\s*chunked/im.test(head)) body = unchunk(body);
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body, raw };
}

function unchunk(text: string): string {
  let out = '';
  let rest = text;
  while (rest.length > 0) {
    const eol = rest.indexOf('\r\n');
    if (eol < 0) break;
    const size = Number.parseInt(rest.slice(0, eol), 16);
    if (!size) break;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
  return out;
}

/**
 * Sends `head` (request line and headers, without the blank line), then `body` pieces, then ends as
 * told: `chunked` ends the chunked body cleanly (the multipart inside may still be cut off), `destroy`
 * drops the connection mid-body, `none` just waits for the answer. Resolves with what came back
 * (empty when nothing did) once the server closes or `waitMs` passed.
 */
export function rawRequest(
  port: number,
  head: string,
  body: Buffer[],
  end: 'chunked' | 'destroy' | 'none',
  waitMs = 5000,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parseRaw(Buffer.concat(received).toString('utf8')));
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (d: Buffer) => received.push(d));
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', (err: NodeJS.ErrnoException) => {
      // the server may reset a connection it has answered; what came back still counts
      if (err.code === 'ECONNRESET' || err.code === 'EPIPE') finish();
      else if (!done) {
        done = true;
        clearTimeout(timer);
        reject(err);
      }
    });
    socket.on('connect', async () => {
      socket.write(`${head}\r\n\r\n`);
      for (const piece of body) {
        if (end === 'chunked') socket.write(`${piece.length.toString(16)}\r\n`);
        socket.write(piece);
        if (end === 'chunked') socket.write('\r\n');
        await new Promise((r) => setTimeout(r, 20));
      }
      if (end === 'chunked') socket.write('0\r\n\r\n');
      if (end === 'destroy') {
        await new Promise((r) => setTimeout(r, 100));
        finish();
      }
    });
  });
}
