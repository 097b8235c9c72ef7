/**
 * What the server and the web app both run: the kitchen's rules, German formatting and texts, upload limits, the
 * recipe's JSON-LD and picture, time in Berlin, escaping. Browser-safe: no Node built-ins, no database, no tRPC.
 * The zod validators (`@kochclip/core/validators`), the raw routes' contracts (`@kochclip/core/raw-routes`; their
 * file rules, without zod, are here too) and the recipe text parser (`@kochclip/core/recipe-parser`) have
 * entries of their own, so a page that only shows things loads neither.
 */
export * from './archive-limits';
export * from './berlin-clock';
export * from './berlin-time';
export * from './early-taps';
export * from './escape-html';
export * from './german-format';
export * from './kitchen/amount-rounding';
export * from './kitchen/durations';
export * from './kitchen/german-words';
export * from './kitchen/icalendar';
export * from './kitchen/ingredient-words';
export * from './kitchen/pantry-words';
export * from './kitchen/plan-week';
export * from './kitchen/portion-scaler';
export * from './kitchen/quantities';
export * from './kitchen/regional-words';
export * from './kitchen/sections';
export * from './kitchen/shopping-lines';
export * from './kitchen/step-ingredients';
export * from './lazily';
export * from './page-data';
export * from './raw-routes/file-rules';
export * from './recipe-enums';
export * from './recipe-illustration';
export * from './recipe-json-ld';
export * from './route-manifest';
export * from './route-heads';
export * from './share-image';
export * from './time-zone';
export * from './upload-limits';
export * from './validators/texts';
export * from './validators/username-shape';
