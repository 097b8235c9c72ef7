/**
 * The portion scaler lives with the kitchen's shared cores (cooking mode and the shopping list read amounts with
 * the same parser, on the server too); the web app keeps importing it from here.
 */
export * from '@kochclip/routers/kitchen/core/portion-scaler';
