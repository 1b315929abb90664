import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './errors';
import {
  dec,
  defaultSkalaNilai,
  gradeOf,
  hasilMessages,
  nilaiAkhirOf,
  nilaiBodySchema,
  perubahanCreateSchema,
  rubricComplete,
  scoreSchema,
  weightedTotal,
} from './hasil';

const komponen = [
  { kode: 'a', bobot: 25 },
  { kode: 'b', bobot: 25 },
  { kode: 'c', bobot: 50 },
];
/** a score as the API takes it: 0..100 with at most 2 decimals, as cents */
const cents = fc.integer({ min: 0, max: 10000 });
const asScore = (c: number) => (c / 100).toFixed(2);

describe('hasil arithmetic', () => {
  it('rounds the mean half up to 2 decimals: 80.07 and 80.08 give 80.08', () => {
    expect(nilaiAkhirOf([dec('80.07'), dec('80.08')])!.toFixed(2)).toBe('80.08');
    expect(nilaiAkhirOf([dec(80.07), dec(80.08)])!.toFixed(2)).toBe('80.08');
    expect(nilaiAkhirOf([dec('33.33'), dec('33.33'), dec('33.33')])!.toFixed(2)).toBe('33.33');
    expect(nilaiAkhirOf([dec('0.1'), dec('0.2')])!.toFixed(2)).toBe('0.15');
    expect(nilaiAkhirOf([])).toBeNull();
  });

  it('a uniform score set totals exactly that score, whatever the weights', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const s = asScore(c);
        expect(weightedTotal({ a: s, b: s, c: s }, komponen).toFixed(2)).toBe(s);
      }),
    );
  });

  it('the mean of equal totals never drifts, for any number of examiners', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 9 }), (c, n) => {
        const t = dec(asScore(c));
        expect(nilaiAkhirOf(Array.from({ length: n }, () => t))!.toFixed(2)).toBe(asScore(c));
      }),
    );
  });

  it('matches integer arithmetic on cents (exact, rounded half up), and stays within 0..100', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(cents, cents, cents), { minLength: 1, maxLength: 5 }), (sets) => {
        // total in 1/10000 units: cents x bobot (percent)
        const totals4 = sets.map(([a, b, c]) => a * 25 + b * 25 + c * 50);
        const sum4 = totals4.reduce((x, y) => x + y, 0);
        // mean in cents, rounded half up: floor((sum4 / n) / 100 + 0.5), all in integers
        const n = totals4.length;
        const expectedCents = Math.floor((2 * sum4 + n * 100) / (2 * n * 100));
        const totals = sets.map(([a, b, c]) =>
          weightedTotal({ a: asScore(a), b: asScore(b), c: asScore(c) }, komponen),
        );
        const got = nilaiAkhirOf(totals)!;
        expect(got.toFixed(2)).toBe(asScore(expectedCents));
        expect(got.greaterThanOrEqualTo(0) && got.lessThanOrEqualTo(100)).toBe(true);
      }),
    );
  });

  it('grades by the highest minimum reached', () => {
    const skala = defaultSkalaNilai.map((s) => ({ ...s }));
    expect(gradeOf('80', skala)?.huruf).toBe('A');
    expect(gradeOf('79.99', skala)?.huruf).toBe('AB');
    expect(gradeOf('60', skala)).toMatchObject({ huruf: 'C', lulus: true });
    expect(gradeOf('59.99', skala)).toMatchObject({ huruf: 'D', lulus: false });
    expect(gradeOf('0', skala)?.huruf).toBe('E');
  });

  it('knows a complete rubric and a valid score', () => {
    expect(rubricComplete(komponen)).toBe(true);
    expect(rubricComplete([{ bobot: 33.33 }, { bobot: 33.33 }, { bobot: 33.34 }])).toBe(true);
    expect(rubricComplete([{ bobot: 50 }, { bobot: 40 }])).toBe(false);
    for (const ok of [0, 100, 85.5, 80.07, '79.25']) expect(scoreSchema.safeParse(ok).success).toBe(true);
    for (const bad of [-1, 100.01, 80.123, 'x', Number.NaN, null])
      expect(scoreSchema.safeParse(bad).success).toBe(false);
  });
});

describe('hasil messages people read', () => {
  it('words a score that is no number, never showing the pattern', () => {
    for (const bad of ['abc', '1e2', '-5', '80,5', ' '] as const) {
      const result = nilaiBodySchema.safeParse({ nilai: { penulisan: bad } });
      expect(result.success, bad).toBe(false);
      const fields = fieldErrorsOf(result.error!);
      expect(Object.values(fields), bad).toEqual([hasilMessages.score]);
    }
  });

  it('says a reason over 2,000 characters is too long, not missing', () => {
    const long = 'x'.repeat(2001);
    const change = perubahanCreateSchema.safeParse({
      dosenUuid: '00000000-0000-4000-8000-000000000000',
      nilai: { penulisan: 80 },
      alasan: long,
    });
    expect(fieldErrorsOf(change.error!)).toEqual({ alasan: hasilMessages.alasanTooLong });
    const admin = nilaiBodySchema.safeParse({ nilai: { penulisan: 80 }, alasan: long });
    expect(fieldErrorsOf(admin.error!)).toEqual({ alasan: hasilMessages.alasanTooLong });
    expect(
      fieldErrorsOf(
        perubahanCreateSchema.safeParse({ dosenUuid: '00000000-0000-4000-8000-000000000000', nilai: {}, alasan: ' ' })
          .error!,
      ),
    ).toEqual({ alasan: hasilMessages.alasanRequired });
  });
});
