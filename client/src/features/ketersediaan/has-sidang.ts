/** The sidang a refused block would have covered: `409 HAS_SIDANG` carries it in `error.sidang`. */
export function sidangOfError(err: unknown): { mahasiswa: string; mulai: string } | undefined {
  const response = (err as { response?: { status?: number; data?: unknown } } | null)?.response;
  const error = (response?.data as { error?: { fields?: Record<string, string>; sidang?: Record<string, unknown> } })
    ?.error;
  const sidang = error?.sidang;
  if (response?.status !== 409 || error?.fields?.reason !== 'HAS_SIDANG') return undefined;
  return typeof sidang?.mahasiswa === 'string' && typeof sidang.mulai === 'string'
    ? { mahasiswa: sidang.mahasiswa, mulai: sidang.mulai }
    : undefined;
}
