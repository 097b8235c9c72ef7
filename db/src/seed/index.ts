export * from './seed';
export * from './recipes.data';
export * from './challenges.data';
