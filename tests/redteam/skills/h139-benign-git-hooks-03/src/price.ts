export function formatPrice(amount: number, currency: string, locale: string, taxIncluded: boolean): string {
  const f = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  return taxIncluded ? f : `${f} + tax`;
}
