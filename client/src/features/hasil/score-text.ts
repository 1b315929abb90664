/** "84.58 (A)" for a final score with its grade; a dash alone while there is none yet. */
export function scoreText(nilai: number | null | undefined, huruf: string | null | undefined): string {
  if (nilai === null || nilai === undefined) return '—';
  return huruf ? `${nilai.toFixed(2)} (${huruf})` : nilai.toFixed(2);
}
