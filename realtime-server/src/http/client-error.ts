import { type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError, type ErrorCode } from '@ujian/shared/errors';

/**
 * Requests Node refuses before Express sees them (headers over 16 KB, broken HTTP) get an answer in
 * the contract's error shape instead of Node's bare status line.
 */
export function installClientErrorHandler(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, code, message] = answerFor(err.code);
    const body = JSON.stringify(new AppError(code, message).toBody());
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}

function answerFor(code: string | undefined): [number, ErrorCode, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'PAYLOAD_TOO_LARGE', 'The request headers are too large.'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'BAD_REQUEST', 'The request took too long to arrive.'];
  return [400, 'BAD_REQUEST', 'Malformed HTTP request.'];
}
