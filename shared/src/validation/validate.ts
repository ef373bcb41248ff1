import type { Rule } from './rules';

export type Schema<V> = Partial<Record<keyof V & string, Rule<V> | Rule<V>[]>>;

/** Field → first failing message; fields that pass are absent. */
export function validate<V extends Record<string, unknown>>(values: V, schema: Schema<V>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of Object.keys(schema) as Array<keyof V & string>) {
    const entry = schema[field];
    const list = Array.isArray(entry) ? entry : entry ? [entry] : [];
    for (const rule of list) {
      const message = rule(values[field], values);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}
