import type { AxiosInstance } from 'axios';
import { describe, expect, it } from 'vitest';
import { realtimeUrlFor, resolveRealtimeUrl } from './realtime-url';

const page = { protocol: 'https:', hostname: 'ujian.kampus.ac.id' };

function httpAnswering(answer: () => unknown): AxiosInstance {
  return { get: async () => ({ data: answer() }) } as unknown as AxiosInstance;
}

describe('realtime URL', () => {
  it('is the page host on the port the server names', async () => {
    expect(
      await resolveRealtimeUrl(
        httpAnswering(() => ({ realtimePort: 41234 })),
        page,
      ),
    ).toBe('https://ujian.kampus.ac.id:41234');
  });

  it('falls back to 6002 when the server cannot say', async () => {
    const failing = httpAnswering(() => {
      throw new Error('offline');
    });
    expect(await resolveRealtimeUrl(failing, page)).toBe('https://ujian.kampus.ac.id:6002');
    expect(
      await resolveRealtimeUrl(
        httpAnswering(() => ({ realtimePort: 'x' })),
        page,
      ),
    ).toBe('https://ujian.kampus.ac.id:6002');
  });

  it('brackets IPv6 hosts', () => {
    expect(realtimeUrlFor({ protocol: 'http:', hostname: '::1' }, 6002)).toBe('http://[::1]:6002');
    expect(realtimeUrlFor(new URL('http://[::1]:3000/login'), 6002)).toBe('http://[::1]:6002');
  });
});
