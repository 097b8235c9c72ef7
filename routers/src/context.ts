import type { TDb } from '@kochclip/db';
import type { TSessionUser } from './shared/session-user.schemas';
import type { TSessionInfo } from './shared/sessions';
import { DEFAULT_LOGIN_LIMITS, type TLoginLimits } from './shared/auth-limits';
import type { TRecipeCreator } from './ports/creator';
import type { TJobQueue } from './ports/job-queue';
import type { TSpeech } from './ports/speech';
import type { TPushGateway } from './ports/push-gateway';
import type { TMediaFiles } from './ports/media-files';
import type { TPayments } from './ports/payments';
import type { TAllergyInterpreter } from './ports/allergy-interpreter';
import { DEFAULT_WRITE_BUDGETS, type TWriteBudgets } from './shared/write-budgets';
import type { TAdminTools } from './ports/admin-tools';
import { DEFAULT_ACCOUNT_MAIL_LIMITS, type TAccountMailLimits } from './shared/account-limits';
import type { TAccountFiles } from './ports/account-files';
import type { TLegalPages } from './ports/legal-pages';

export interface TCookieJar {
  setSession: (token: string, expiresAt: Date) => void;
  clearSession: () => void;
}

export interface TAppConfig {
  freeAiGenerationsPerMonth: number;
  premiumAiGenerationsPerMonth: number;
  /** Burst limit per member for video, idea and file creation requests. */
  recipeCreationsPerMinute: number;
  loginLimits: TLoginLimits;
  /** Registrations per client address and hour. */
  registrationsPerHour: number;
  /** Password-reset and verification mails (shared/account-limits.ts). */
  accountMailLimits: TAccountMailLimits;
  /** Per-member budgets for comments, ratings, photos, challenge entries, collections, cookbooks and follows. */
  writeBudgets: TWriteBudgets;
  /** Referral weeks one referrer can earn in 30 days (premium/referral-reward.ts). */
  referralWeeksPerMonth: number;
  /** Pepper for hashes of client addresses (view counting). */
  secret: string;
}

export interface TContext {
  db: TDb;
  config: TAppConfig;
  user: TSessionUser | null;
  session: TSessionInfo | null;
  /** Client address, used for rate limits only. */
  clientIp: string;
  /** The request's User-Agent header, stored with a new session for the session list; null when absent. */
  userAgent?: string | null;
  /** The site's origin as the client addressed it ('https://kochclip.de'), for absolute links in exports; null when unknown. */
  origin: string | null;
  transport: 'trpc' | 'rest' | 'internal';
  cookies: TCookieJar;
  /** Video, file and LLM access for recipe creation; absent in contexts that never create recipes. */
  creator?: TRecipeCreator;
  /** Background jobs (pg-boss in server/); absent where nothing is enqueued. */
  jobs?: TJobQueue;
  /** VAPID key and endpoint policy for web push; absent where push is not set up. */
  push?: TPushGateway;
  /** Read-aloud synthesis and its cache; absent, playlists answer 503. */
  speech?: TSpeech;
  /** Stored media files, for removing a photo's files after its row is deleted; absent where nothing is removed. */
  media?: TMediaFiles;
  /** Stripe (server/); absent when no Stripe keys are set: payment calls answer 503. */
  payments?: TPayments;
  /** Reads allergies from free text with the LLM; absent without one (the offline synonym table still works). */
  allergyInterpreter?: TAllergyInterpreter;
  /** Adds a header to a REST answer (a list's next-page cursor); absent for tRPC and internal callers. */
  responseHeaders?: { append: (name: string, value: string) => void };
  /** Service status, image model probe and media migration for the admin dashboard; absent outside a server. */
  admin?: TAdminTools;
  /** The members' data-export archives, removed with the account; absent where nothing is removed. */
  accountFiles?: TAccountFiles;
  /** Impressum and Datenschutz from the operator's files; absent outside a server (the procedure answers 503). */
  legal?: TLegalPages;
}

export const DEFAULT_APP_CONFIG: TAppConfig = {
  freeAiGenerationsPerMonth: 5,
  premiumAiGenerationsPerMonth: 100,
  recipeCreationsPerMinute: 10,
  loginLimits: DEFAULT_LOGIN_LIMITS,
  registrationsPerHour: 20,
  accountMailLimits: DEFAULT_ACCOUNT_MAIL_LIMITS,
  writeBudgets: DEFAULT_WRITE_BUDGETS,
  referralWeeksPerMonth: 3,
  secret: 'kochclip-development-secret',
};

const noCookies: TCookieJar = { setSession: () => undefined, clearSession: () => undefined };

/** The pure context: used by the HTTP adapters and directly by tests through createCaller. */
export function createContextInner(opts: Partial<TContext> & { db: TDb }): TContext {
  return {
    config: DEFAULT_APP_CONFIG,
    user: null,
    session: null,
    clientIp: 'internal',
    origin: null,
    transport: 'internal',
    cookies: noCookies,
    ...opts,
  };
}
