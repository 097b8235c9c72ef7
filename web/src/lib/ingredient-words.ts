/**
 * German units and countable foods in the right number lives with the kitchen's shared cores (the shopping list
 * on the server writes its amounts with it too); the web app keeps importing it from here.
 */
export * from '@kochclip/routers/kitchen/core/ingredient-words';
