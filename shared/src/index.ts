// Public API of @platform/shared (see README.md). Import it only by package name.
export * from './bus';
export * from './session';
export * from './api';
export * from './auth';
export * from './socket';
export * from './balance';
export * from './ui';
export * from './hooks';
export * from './validation';
export * from './format';
export * from './constants';
export type * from './contract';
export * from './lifecycles';
