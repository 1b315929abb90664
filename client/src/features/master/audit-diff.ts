/** The fields an audited change touched, `before -> after`, for the detail page's history. */
export function changedFields(before: unknown, after: unknown): Array<{ field: string; from: string; to: string }> {
  const a = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const b = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const skip = new Set(['uuid', 'createdAt', 'updatedAt']);
  const show = (v: unknown) =>
    v === null || v === undefined || v === '' ? '–' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((field) => !skip.has(field) && JSON.stringify(a[field]) !== JSON.stringify(b[field]))
    .map((field) => ({ field, from: show(a[field]), to: show(b[field]) }));
}
