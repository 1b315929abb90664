// Bench client process: holds a slice of the sockets and records when each event arrives.
import { io, type Socket } from 'socket.io-client';

type Start = { cmd: 'connect'; url: string; users: Array<{ id: number; token: string }>; bare: boolean };
type Command = Start | { cmd: 'report' } | { cmd: 'disconnect' };

const now = () => performance.timeOrigin + performance.now();
const send = (message: unknown) => process.send?.(message);
let sockets: Socket[] = [];
let received: Array<[number, number, number]> = [];

async function connectAll(command: Start) {
  received = [];
  const CONCURRENCY = 100;
  let next = 0;
  let failed = 0;
  async function worker() {
    while (next < command.users.length) {
      const user = command.users[next++]!;
      const socket = io(command.url, {
        auth: command.bare ? { userId: user.id } : { token: user.token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      socket.onAny((_name: string, event: { seq: number }) => received.push([user.id, event.seq, now()]));
      await new Promise<void>((resolve) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', () => {
          failed++;
          resolve();
        });
      });
      sockets.push(socket);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  send({ type: 'connected', count: sockets.length - failed, failed });
}

process.on('message', (command: Command) => {
  if (command.cmd === 'connect') void connectAll(command);
  else if (command.cmd === 'report') send({ type: 'report', received });
  else if (command.cmd === 'disconnect') {
    for (const s of sockets) s.close();
    sockets = [];
    setTimeout(() => send({ type: 'disconnected' }), 500);
  }
});
send({ type: 'up' });

// the orchestrator went away: so do we
process.on('disconnect', () => process.exit(0));
