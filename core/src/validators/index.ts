/** Rules shared by the server's schemas and the web app's forms (browser-safe: zod only, no database, no server). */
export * from './auth';
export { isReservedUsername, RESERVED_USERNAME_MESSAGE } from './reserved-usernames';
export * from './account';
