/**
 * `@kochclip/routers/server`: what the server wires around the routers and calls without tRPC (ARCHITECTURE.md,
 * "Packages and which way they depend"): the context and the procedure base, the raw routes' services and their
 * shapes, what jobs, adapters and tools run directly (sessions, passwords, limits, mails, imports, exports, audio).
 * The web app never imports it; `@kochclip/routers` (the app router), `./ports` and `./errors` are the other entries.
 */

// The context, the procedure base and the rules every request meets.
export * from './context';
export * from './trpc';
export * from './procedure-schemas';
export * from './cache-policy';
export * from './database-errors';
export * from './refused-text';

// Members, sessions and limits.
export * from './shared/sessions';
export * from './shared/session-user.schemas';
export * from './shared/password';
export * from './shared/tokens';
export * from './shared/auth-limits';
export * from './shared/account-limits';
export * from './shared/write-budgets';
export * from './shared/referral-reward';
export * from './auth/auth.schemas';
export * from './auth/admin-account.service';

// Mails and pushes the jobs send.
export * from './shared/mail/mail-templates';
export * from './shared/push/push-message.schemas';

// Recipes: the search, a recipe's page, the editor, pictures and audio.
export * from './shared/recipe.schemas';
export * from './shared/recipe-search';
export * from './shared/recipe-detail';
export * from './recipes/recipe-detail.service';
export * from './shared/recipe-content.schemas';
export * from './shared/recipe-snapshot';
export * from './recipes/editor/recipe-editor.schemas';
export * from './recipes/editor/recipe-editor.service';
export * from './recipes/editor/recipe-image.service';
export * from './recipes/audio/audio.service';

// Creating and importing recipes (the adapters of server/src/adapters/import and the archive import job).
export * from './create/create.schemas';
export * from './create/create.service';
export * from './create/ai-quota';
export * from './create/drafts/drafts.schemas';
export * from './create/drafts/drafts.service';
export * from './create/drafts/missing-steps';
export * from './create/import/import.schemas';
export * from './create/import/import.service';
export * from './create/import/archive-import.service';
export * from './create/import/archive-entries.service';
export * from './create/import/source-url';

// A member's data: export, deletion, announcements.
export * from './account/account.schemas';
export * from './account/data-export.service';
export * from './account/delete-account';
export * from './account/export-announcement';
export * from './account/export-link';
export * from './account/member-data.service';

// Community, kitchen, timers, premium.
export * from './social/community.schemas';
export * from './social/member-options.schemas';
export * from './social/challenges.service';
export { setProfilePicture } from './social/profile.service';
export * from './social/user-images.schemas';
export * from './social/user-images.service';
export * from './shared/stored-picture';
export * from './kitchen/meal-plan-feed.service';
export * from './timers/timer-reminder';
export * from './timers/timers.schemas';
export * from './premium/billing-events.service';

// The admin's tools and the moderation queue (also measured by scripts/bench-admin.ts).
export * from './admin/admin.schemas';
export * from './admin/analytics.service';
export * from './admin/recipes.service';
export * from './admin/stats.service';
export * from './admin/users.service';
export * from './moderation/reports.service';
