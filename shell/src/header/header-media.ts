import { PHONE_MAX } from '@platform/shared';

/** Phone widths: the compact header with its menu button (the same breakpoint as the shared ResponsiveTable). */
export const PHONE = `@media (max-width: ${PHONE_MAX})`;

/**
 * Every width PHONE leaves out, written as its exact negation so no width shows both header variants or neither.
 * jsdom ignores both queries, so unit tests see every element.
 */
export const DESKTOP = `@media not all and (max-width: ${PHONE_MAX})`;
