export * from './cleanup';
export * from './household';
export * from './media-references';
export * from './pantry';
export * from './rate-limits';
export * from './recipe-visibility';
export * from './sitemap';
export * from './view-counts';
