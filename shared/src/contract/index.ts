export * from './envelope';
export * from './auth';
export * from './profiles';
export * from './site';
export * from './system';
