/**
 * What the kitchen's procedures document besides their own errors: every one refuses invalid input (400), and the
 * member-only ones a visitor (401). trpc-to-openapi documents only the statuses a procedure lists once it lists any.
 */
export const memberErrors = (own: Record<number, string> = {}) => ({
  400: 'Ungültige Eingaben',
  401: 'Anmeldung erforderlich',
  ...own,
});
