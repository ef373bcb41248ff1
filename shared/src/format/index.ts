export * from './count';
export * from './date';
