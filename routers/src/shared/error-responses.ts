/**
 * What the kitchen's procedures document besides their own errors: every one refuses invalid input (400), and the
 * member-only ones a visitor (401). trpc-to-openapi documents only the statuses a procedure lists once it lists any.
 */
export const memberErrors = (own: Record<number, string> = {}) => ({
  400: 'Ungültige Eingaben',
  401: 'Anmeldung erforderlich',
  ...own,
});

/** How the admin's procedures (admin/, moderation/) are documented: their tag and the refusals they all share. */
export const ADMIN_TAGS = ['Admin'];
export const ADMIN_ERRORS = { 401: 'Anmeldung erforderlich', 403: 'Nur für Administratoren.' } as const;
