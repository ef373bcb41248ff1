export * from './envelope';
export * from './auth';
export * from './profiles';
export * from './site';
export * from './system';
export * from './money';
export * from './studio';
export * from './messaging';
