/**
 * `@kochclip/server`: what the tests, benchmarks and evaluation scripts start or call from the server without going
 * through HTTP: the app and its settings, the background jobs, and the adapters of the outside world they replace or
 * measure (ARCHITECTURE.md, "Packages and which way they depend"). `npm start` does not load it (its entry is
 * `main.ts`), and no other package imports the server.
 */

// The app, its settings and the database it may start itself.
export * from './app';
export * from './env';
export * from './embedded-postgres';
export * from './http/errors';
export * from './http/audio-clips';
export * from './rest/rest-router';
export * from './rest/route-table';
export * from './rest/string-input';
export * from './raw-routes/read-upload';
export * from './legal/legal-pages';
export * from './legal/privacy-facts';

// Background jobs.
export * from './jobs';
export * from './jobs/cleanup.job';
export * from './jobs/media-cleanup.job';
export * from './jobs/recipe-image.job';
export * from './jobs/timer-reminder.job';
export * from './jobs/view-count.job';

// Files: storage, archives, untrusted media.
export * from './adapters/storage';
export * from './adapters/storage/s3-storage';
export * from './adapters/storage/media-archive';
export * from './adapters/account/member-archive';
export * from './adapters/admin-tools';
export * from './adapters/files/pdf-filters';
export * from './adapters/files/pdf-inflated-size';
export * from './adapters/files/pdf-text';
export * from './adapters/files/sniff';
export * from './adapters/images/pixel-cap';
export * from './adapters/images/encode';
export * from './adapters/media/media-pool';
export * from './adapters/media/media-work';

// The web: outgoing requests and the website importer.
export * from './adapters/http/guarded-client';
export * from './adapters/import/page-fetch';
export * from './adapters/import/archive/read-archive';
export * from './adapters/import/html-recipe/extract';

// The public pages' HTML around the app and the route a path opens.
export * from './http/public-pages/html';
export * from './http/public-pages/page-route';

// Recipe creation, mail, payments, pushes and speech.
export * from './adapters/recipe-creator';
export * from './adapters/ai/engine';
export * from './adapters/ai/openai-engine';
export * from './adapters/mail/mail-sender';
export * from './adapters/payments/stripe-payments';
export * from './adapters/push/endpoint-policy';
export * from './adapters/push/push-gateway';
export * from './adapters/push/vapid-keys';
export * from './adapters/speech/engine';
export * from './adapters/speech/espeak-engine';
export * from './adapters/speech/openai-engine';
export * from './adapters/speech/speech-cache';
