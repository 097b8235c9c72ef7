import { z } from 'zod';

// zod compiles object checks with `new Function` unless told not to, and it decides when a schema is built: the
// page's CSP forbids eval, so this runs before any module that builds a schema (main.tsx imports it first).
z.config({ jitless: true });
