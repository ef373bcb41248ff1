import { formatNumber, translate } from '@platform/shared';
import '../../i18n';

/** 1536 → '1.5 KB' (in Russian '1,5 КБ'). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return translate('messaging:bytes.B', { value: formatNumber(bytes) });
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return translate(`messaging:bytes.${units[unit]}`, { value: formatNumber(shown) });
}

/** The attachment's address that asks the server for a download. */
export function downloadUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}
