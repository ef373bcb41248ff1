import { heightOptions, weightOptions, type Option } from '@platform/shared';

/**
 * Height and weight pickers use the platform's option lists (4'0"–6'11" with centimetres, 99–318 lbs with
 * kilograms: 2.54 cm per inch, 0.45 kg per lb). The value saved is the option's value, both units included
 * (`5'6" (168 cm)`, `121 lbs (54 kg)`), which her public profile shows as it is.
 */
export const HEIGHT_OPTIONS: Option[] = heightOptions();
export const WEIGHT_OPTIONS: Option[] = weightOptions();

/** The option a stored height stands for, whatever its spelling: `5'6"`, `5'6" (168 cm)`, `5' 6"`. '' when none. */
export function heightOptionFor(stored: string | null | undefined): string {
  const m = /(\d)\s*'\s*(\d{1,2})/.exec(stored ?? '');
  if (!m) return '';
  const prefix = `${m[1]}'${Number(m[2])}"`;
  return HEIGHT_OPTIONS.find((o) => o.value.startsWith(`${prefix} `))?.value ?? '';
}

/** The option a stored weight stands for: `121 lbs`, `121 lbs (54 kg)`, `121`. '' when none. */
export function weightOptionFor(stored: string | null | undefined): string {
  const m = /^\s*(\d{2,3})(\s*lbs?)?\b/i.exec(stored ?? '');
  if (!m) return '';
  return WEIGHT_OPTIONS.find((o) => o.value.startsWith(`${Number(m[1])} lbs `))?.value ?? '';
}
