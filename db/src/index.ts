export * from './client';
export * from './migrate';
export * from './pg-errors';
export * as schema from './schema';
export * from './flat-select';
