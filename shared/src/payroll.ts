import { z } from 'zod';
import { isoDateSchema } from './dates';
import { tarifPeran } from './master';

/** Honorarium payroll (CONTRACT.md "Honorarium payroll"): amounts are whole rupiah. */
export const payrollPeran = tarifPeran;
export type PayrollPeran = (typeof payrollPeran)[number];

const isoDate = (what: string) => isoDateSchema(`${what} must be a date (YYYY-MM-DD).`);

export const payrollQuerySchema = z
  .object({
    from: isoDate('From').optional(),
    to: isoDate('To').optional(),
    periodeUuid: z.uuid({ error: 'Invalid period.' }).optional(),
    prodiUuid: z.uuid({ error: 'Invalid study programme.' }).optional(),
    dosenUuid: z.uuid({ error: 'Invalid lecturer.' }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'From must not be after to.', path: ['to'] });
export type PayrollQuery = z.infer<typeof payrollQuerySchema>;

export const payrollLinesQuerySchema = payrollQuerySchema.and(
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(200).default(50),
  }),
);
export type PayrollLinesQuery = z.infer<typeof payrollLinesQuerySchema>;

export type PayrollPerPeran = Partial<Record<PayrollPeran, { n: number; jumlah: number }>>;

export type PayrollRow = {
  dosenUuid: string;
  nama: string;
  nidn: string;
  jumlahSidang: number;
  perPeran: PayrollPerPeran;
  bruto: number;
  pajak: number;
  neto: number;
};

export type PayrollRecap = {
  rows: PayrollRow[];
  totals: { bruto: number; pajak: number; neto: number; jumlahSidang: number };
};

export type PayrollLine = {
  uuid: string;
  jadwalUuid: string;
  dosenUuid: string;
  dosenNama: string;
  nidn: string;
  peran: PayrollPeran;
  jumlah: number;
  pajak: number;
  neto: number;
  tanggal: string;
  prodiUuid: string | null;
  prodiNama: string | null;
  mahasiswa: string | null;
};

export type PayrollLinesPage = { data: PayrollLine[]; page: number; perPage: number; total: number };

/**
 * Tax of an amount in whole rupiah, rounded half up, computed in integers: the percentage is taken
 * in hundredths (5.25 % -> 525), so no float ever touches money.
 */
export function pajakOf(jumlah: number, pajakPersen: number): number {
  const hundredths = Math.round(pajakPersen * 100);
  return Math.floor((jumlah * hundredths + 5000) / 10000);
}
