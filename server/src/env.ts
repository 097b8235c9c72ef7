import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { SERVER_RENDER_TIMEOUT_MS } from './http/public-pages/server-render';
import { DEFAULT_WRITE_BUDGETS, type TWriteBudget } from '@kochclip/routers/server';

/** Repository root; relative paths in settings resolve against it. */
export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const BUDGET = /^(\d+)\s*\/\s*min\s*,\s*(\d+)\s*\/\s*day$/i;

/** A member write budget as "<n>/min,<m>/day" (e.g. 10/min,200/day); empty keeps the default. */
const writeBudget = (fallback: TWriteBudget) =>
  z
    .string()
    .optional()
    .transform((value, ctx): TWriteBudget => {
      const text = value?.trim();
      if (!text) return fallback;
      const match = BUDGET.exec(text);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: 'erwartet "<Anzahl>/min,<Anzahl>/day", z. B. 10/min,200/day' });
        return fallback;
      }
      return { perMinute: Number(match[1]), perDay: Number(match[2]) };
    });

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_ORIGIN: z
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    TRUST_PROXY: z.stringbool().default(false),
    DATABASE_URL: optionalText.pipe(z.url().startsWith('postgres').optional()),
    /**
     * A session connection to PostgreSQL itself for the migrator (advisory lock), the start-up setup and pg-boss,
     * when DATABASE_URL points at PgBouncer in transaction mode; unset, DATABASE_URL serves them too.
     */
    DATABASE_DIRECT_URL: optionalText.pipe(z.url().startsWith('postgres').optional()),
    /** false: no named prepared statements (PgBouncer in transaction mode before 1.21). */
    DATABASE_PREPARE: z.stringbool().default(true),
    DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
    /** Connections this server opens to PostgreSQL at most, all workers and job runners together. */
    DATABASE_POOL_MAX: z.coerce.number().int().min(4).max(10_000).default(40),
    /** An idle connection is closed after this long. */
    DATABASE_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    /** How long a starting server keeps trying to reach PostgreSQL (with backoff) before it gives up. */
    DATABASE_STARTUP_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** How long a page may take to render on the server before the app as built is sent (public-pages/server-render.ts). */
    SSR_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(SERVER_RENDER_TIMEOUT_MS),
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
    HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
    HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
    DATA_DIR: z.string().default('.data'),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
    // Unset: demo data in development and tests, none in production (its users share a public password).
    SEED_DEMO_DATA: z
      .stringbool()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined)),
    ADMIN_EMAIL: optionalText,
    SESSION_SECRET: optionalText.pipe(z.string().min(32, 'SESSION_SECRET muss mindestens 32 Zeichen lang sein').optional()),
    UPLOAD_DIR: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().trim().min(1).default('auto'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z.stringbool().default(false),
    OPENAI_API_KEY: optionalText,
    OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    OPENAI_VISION_MODEL: z.string().default('gpt-4o-mini'),
    OPENAI_IMAGE_MODEL: optionalText,
    OPENAI_TTS_MODEL: z.string().default('gpt-4o-mini-tts'),
    OPENAI_TTS_VOICE: z.string().trim().min(1).default('alloy'),
    SPEECH_ENGINE: z.enum(['auto', 'builtin', 'openai']).default('auto'),
    ESPEAK_VOICE: z
      .string()
      .trim()
      .regex(/^[a-z]{2,3}(-[a-z0-9]+)?(\+[a-z0-9]+)?$/i)
      .default('de'),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(45_000),
    FREE_AI_GENERATIONS_PER_MONTH: z.coerce.number().int().min(0).default(5),
    REGISTRATIONS_PER_HOUR_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    WRITE_BUDGET_COMMENTS: writeBudget(DEFAULT_WRITE_BUDGETS.comment),
    WRITE_BUDGET_RATINGS: writeBudget(DEFAULT_WRITE_BUDGETS.rating),
    WRITE_BUDGET_COMMUNITY_PHOTOS: writeBudget(DEFAULT_WRITE_BUDGETS.communityPhoto),
    WRITE_BUDGET_CHALLENGE_ENTRIES: writeBudget(DEFAULT_WRITE_BUDGETS.challengeEntry),
    WRITE_BUDGET_COLLECTIONS: writeBudget(DEFAULT_WRITE_BUDGETS.collection),
    WRITE_BUDGET_COOKBOOKS: writeBudget(DEFAULT_WRITE_BUDGETS.cookbook),
    WRITE_BUDGET_FOLLOWS: writeBudget(DEFAULT_WRITE_BUDGETS.follow),
    WRITE_BUDGET_SHOPPING_LISTS: writeBudget(DEFAULT_WRITE_BUDGETS.shoppingList),
    WRITE_BUDGET_MEAL_PLAN: writeBudget(DEFAULT_WRITE_BUDGETS.mealPlan),
    WRITE_BUDGET_RECIPE_EDITS: writeBudget(DEFAULT_WRITE_BUDGETS.recipeEdit),
    REFERRAL_WEEKS_PER_MONTH: z.coerce.number().int().min(0).default(3),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_MONTHLY: optionalText,
    STRIPE_PRICE_YEARLY: optionalText,
    // Without SMTP_URL every mail is written as an .eml file under MAIL_DIR (default DATA_DIR/mail).
    SMTP_URL: optionalText.pipe(
      z
        .url()
        .regex(/^smtps?:\/\//, 'erwartet smtp:// oder smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default('Kochclip <no-reply@kochclip.local>'),
    MAIL_DIR: optionalText,
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    VAPID_SUBJECT: z.string().default('mailto:team@kochclip.de'),
    // Untrusted-file work (PDF text, OCR, image decoding) in child processes; unset: one per CPU core.
    MEDIA_PROCESSES: z
      .literal('')
      .transform(() => undefined)
      .or(z.coerce.number().int().min(1).max(64))
      .optional(),
    MEDIA_QUEUE_LENGTH: z.coerce.number().int().min(0).max(1000).default(16),
    MEDIA_TASK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    MEDIA_HEAP_MB: z.coerce.number().int().min(64).max(8192).default(256),
    MEDIA_RSS_MB: z.coerce.number().int().min(128).max(16384).default(768),
    IMPRESSUM_FILE: optionalText,
    DATENSCHUTZ_FILE: optionalText,
    SOURCE_URL: optionalText.pipe(z.url().optional()),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** json: one JSON object a line (default in production); text: plain lines for a terminal (default otherwise). */
    LOG_FORMAT: z
      .enum(['json', 'text'])
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** A log line per request (default: with JSON logs). */
    LOG_REQUESTS: z
      .stringbool()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, /metrics does not exist. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'METRICS_TOKEN muss mindestens 16 Zeichen lang sein').optional()),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'SESSION_SECRET ist in Produktion erforderlich' });
    }
    if ((env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID) && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET fehlt: ohne Bucket kein S3-Speicher' });
    }
    // Keys come from here only: the SDK's own credential chain would read the environment (and probe the network) itself.
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'Mit S3_BUCKET auch S3_ACCESS_KEY_ID und S3_SECRET_ACCESS_KEY setzen',
      });
    }
    // Links in mails (password reset, verification) use PUBLIC_ORIGIN, never a request's Host header.
    if (env.NODE_ENV === 'production' && env.SMTP_URL && !env.PUBLIC_ORIGIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message: 'Mit SMTP_URL in Produktion auch PUBLIC_ORIGIN setzen (Links in E-Mails)',
      });
    }
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_USERNAME und ADMIN_PASSWORD nur gemeinsam setzen',
      });
    }
  });

export type TEnvInput = z.input<typeof ZEnv>;

/** Where the source code is when SOURCE_URL is not set (AGPL-3.0-or-later, section 13). */
export const DEFAULT_SOURCE_URL = 'https://github.com/kochclip/kochclip';

export interface TEnv extends Omit<
  z.output<typeof ZEnv>,
  | 'UPLOAD_DIR'
  | 'PUBLIC_ORIGIN'
  | 'SESSION_SECRET'
  | 'SEED_DEMO_DATA'
  | 'MAIL_DIR'
  | 'IMPRESSUM_FILE'
  | 'DATENSCHUTZ_FILE'
  | 'SOURCE_URL'
  | 'LOG_FORMAT'
  | 'LOG_REQUESTS'
> {
  SEED_DEMO_DATA: boolean;
  LOG_FORMAT: 'json' | 'text';
  LOG_REQUESTS: boolean;
  PUBLIC_ORIGIN: string | undefined;
  SESSION_SECRET: string;
  UPLOAD_DIR: string;
  DATA_DIR: string;
  MAIL_DIR: string;
  /** Absolute paths of the operator's legal pages (Markdown), relative settings resolved against the repository. */
  IMPRESSUM_FILE: string | undefined;
  DATENSCHUTZ_FILE: string | undefined;
  SOURCE_URL: string;
}

/** The only reader of process.env. Fails fast with one line per invalid setting. */
export function loadEnv(source: Record<string, string | undefined> = process.env): TEnv {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Ungültige Konfiguration (siehe .env.example):\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR);
  return {
    ...env,
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN,
    SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    LOG_FORMAT: env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'text'),
    LOG_REQUESTS: env.LOG_REQUESTS ?? (env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'text')) === 'json',
    DATA_DIR: dataDir,
    UPLOAD_DIR: path.resolve(ROOT_DIR, env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    MAIL_DIR: path.resolve(ROOT_DIR, env.MAIL_DIR ?? path.join(dataDir, 'mail')),
    SESSION_SECRET: env.SESSION_SECRET ?? crypto.randomUUID() + crypto.randomUUID(),
    IMPRESSUM_FILE: env.IMPRESSUM_FILE && path.resolve(ROOT_DIR, env.IMPRESSUM_FILE),
    DATENSCHUTZ_FILE: env.DATENSCHUTZ_FILE && path.resolve(ROOT_DIR, env.DATENSCHUTZ_FILE),
    SOURCE_URL: env.SOURCE_URL ?? DEFAULT_SOURCE_URL,
  };
}
