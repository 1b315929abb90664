const rupiah = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });

/** Whole rupiah as the university writes it, whatever the UI language: "Rp 250.000". */
export function formatRupiah(amount: number): string {
  return rupiah.format(amount);
}
