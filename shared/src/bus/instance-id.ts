/**
 * Random id made when this module is evaluated. Every remote records it; if two values ever show up on
 * one page, two copies of @platform/shared are loaded (a Module Federation sharing mistake).
 */
export const SHARED_INSTANCE_ID: string =
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `shared-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
