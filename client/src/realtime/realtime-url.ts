import { clientConfigSchema } from '@ujian/shared/client-config';
import { REALTIME_DEFAULT_PORT } from '@ujian/shared/events';
import type { AxiosInstance } from 'axios';

/** Socket.IO runs on its own port of the page's host (CONTRACT: "io('http://host:6002')"). */
export function realtimeUrlFor(location: Pick<Location, 'protocol' | 'hostname'>, port: number): string {
  // browsers give IPv6 hosts in brackets already ("[::1]")
  const { hostname } = location;
  const host = hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
  return `${location.protocol}//${host}:${port}`;
}

/** Asks the server for REALTIME_PORT (tests and deployments pick their own); 6002 when it cannot say. */
export async function resolveRealtimeUrl(http: AxiosInstance, location: Pick<Location, 'protocol' | 'hostname'>) {
  try {
    const { realtimePort } = clientConfigSchema.parse((await http.get<unknown>('/config')).data);
    return realtimeUrlFor(location, realtimePort);
  } catch {
    return realtimeUrlFor(location, REALTIME_DEFAULT_PORT);
  }
}
