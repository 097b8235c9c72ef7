export * from './users';
export * from './recipes';
export * from './social';
export * from './premium';
export * from './assistant';
export * from './admin';
export * from './kitchen';
export * from './account';
