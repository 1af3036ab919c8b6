import { locale } from '../i18n/i18n';

/** A number in the viewer's language, or a dash for none. */
export function formatNumber(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined ? '—'
    : new Intl.NumberFormat(locale(), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** A share 0..1 as a percentage, or a dash. */
export function formatShare(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${formatNumber(value * 100, 0)} %`;
}
