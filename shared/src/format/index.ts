export * from './count';
export * from './date';
export * from './date-range';
