import { api, loginAs } from './harness';

/** A minimal valid PDF (magic bytes are what the server checks). */
export function pdfBytes(size = 2048): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n% test\n'), 0);
  return bytes;
}

/** PNG magic, for a PNG renamed to .pdf */
export function pngBytes(size = 1024): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  return bytes;
}

export async function upload(
  baseUrl: string,
  token: string,
  path: string,
  fields: Record<string, string>,
  file: { bytes: Uint8Array; filename: string; part?: string; type?: string } | undefined,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append(file.part ?? 'File', new Blob([file.bytes], { type: file.type ?? 'application/pdf' }), file.filename);
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep text
  }
  return { status: res.status, body: body as Record<string, unknown> & { error?: { code: string; message: string } } };
}

export const demoPassword = {
  admin: 'Admin#2026demo',
  koordinator: 'Koordinator#2026demo',
  mahasiswa: 'Mahasiswa#2026demo',
  mahasiswa2: 'Mahasiswa#2026demo',
  mahasiswa3: 'Mahasiswa#2026demo',
} as const;

export type Who = keyof typeof demoPassword;

export async function tokensFor(baseUrl: string) {
  const out = {} as Record<Who, { token: string; id: number }>;
  for (const who of Object.keys(demoPassword) as Who[]) {
    const login = await loginAs(baseUrl, who, demoPassword[who]);
    out[who] = { token: login.accessToken, id: login.userData.id };
  }
  return out;
}

export async function firstDosen(baseUrl: string, token: string, count = 2): Promise<string[]> {
  const res = await api<{ data: Array<{ uuid: string }> }>(baseUrl, 'GET', `/master/dosen?perPage=${count}`, { token });
  return res.body.data.map((d) => d.uuid);
}
