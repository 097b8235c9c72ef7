import { config } from 'zod/v4/core';

// zod compiles object checks with `new Function` unless told not to, and it decides when a schema is built: the
// page's CSP forbids eval, so this runs before any module that builds a schema. The web app reaches zod only
// through the shared validators, which lib/validators.ts imports right after this file (ESLint sends every other
// import there); so the landing page's script carries no zod.
config({ jitless: true });
