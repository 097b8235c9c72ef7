/** Every interface the routers need from the outside world (`@kochclip/routers/ports`); the server's adapters implement them. */
export * from './account-files';
export * from './admin-tools';
export * from './allergy-interpreter';
export * from './creator';
export * from './job-queue';
export * from './legal-pages';
export * from './media-files';
export * from './payments';
export * from './push-gateway';
export * from './speech';
