import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The allowed import directions (ARCHITECTURE.md, "Packages and which way they depend") are ESLint rules in
 * eslint.config.js. Each case lints a snippet as if it were the file at a real path, with the repository's own
 * config, and looks only at the rules that guard the directions, so other rules (unused imports, types) do not count.
 * Those rules need no type information, so the type-aware rules stay off: a type-checked lint of each snippet costs
 * seconds (the program is rebuilt for the replaced file) and blocked the test worker for over a minute.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const DIRECTION_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });
});

async function refusals(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  if (!result) throw new Error(`ESLint hat ${file} nicht geprüft.`);
  const fatal = result.messages.filter((message) => message.fatal);
  if (fatal.length > 0) throw new Error(`ESLint konnte ${file} nicht lesen: ${fatal.map((m) => m.message).join('; ')}`);
  return result.messages.filter((message) => message.ruleId !== null && DIRECTION_RULES.has(message.ruleId));
}

async function expectRefused(file: string, code: string, rule = 'no-restricted-imports'): Promise<void> {
  const messages = await refusals(file, code);
  expect(messages.map((message) => [message.ruleId, message.severity])).toEqual([[rule, 2]]);
}

async function expectAllowed(file: string, code: string): Promise<void> {
  expect(await refusals(file, code)).toEqual([]);
}

// Real files, so each gets the blocks of eslint.config.js its path matches; their content is replaced.
const WEB = 'web/src/lib/format.ts';
const WEB_VALIDATORS = 'web/src/lib/validators.ts';
const CORE = 'core/src/escape-html.ts';
const DB = 'db/src/pg-errors.ts';
const ROUTERS = 'routers/src/shared/cursor.ts';
const OPENAPI = 'openapi/error-schemas.ts';
const SERVER = 'server/src/lifecycle.ts';

describe('import directions', { timeout: 120_000 }, () => {
  it('lets the web app import types from @kochclip/routers and values from @kochclip/core', async () => {
    await expectAllowed(
      WEB,
      [
        "import type { AppRouter } from '@kochclip/routers';",
        "import { escapeHtml } from '@kochclip/core';",
        'export type TRouter = AppRouter;',
        'export const escaped = escapeHtml("<b>");',
      ].join('\n'),
    );
  });

  it('refuses a value import from @kochclip/routers in the web app', async () => {
    await expectRefused(WEB, "import { appRouter } from '@kochclip/routers';\nexport const router = appRouter;");
  });

  it('refuses a value import from a subpath of @kochclip/routers in the web app', async () => {
    await expectRefused(WEB, "import { AppError } from '@kochclip/routers/errors';\nexport const error = AppError;");
  });

  it('refuses @kochclip/db and @kochclip/server in the web app, even as types', async () => {
    await expectRefused(WEB, "import type { TDb } from '@kochclip/db';\nexport type T = TDb;");
    await expectRefused(WEB, "import { createApp } from '@kochclip/server';\nexport const app = createApp;");
  });

  it('refuses loading @kochclip/server in the web app with import()', async () => {
    await expectRefused(WEB, "export const app = () => import('@kochclip/server');", 'no-restricted-syntax');
  });

  it('sends the web app to the shared validators through web/src/lib/validators.ts only', async () => {
    await expectRefused(WEB, "export { ZEmail } from '@kochclip/core/validators';");
    await expectAllowed(WEB_VALIDATORS, "export { ZEmail } from '@kochclip/core/validators';");
  });

  it('keeps the door to the validators closed to @kochclip/db', async () => {
    await expectRefused(WEB_VALIDATORS, "export { users } from '@kochclip/db';");
  });

  it('refuses Node built-ins, @kochclip/db and drizzle-orm in @kochclip/core', async () => {
    await expectRefused(CORE, "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;");
    await expectRefused(CORE, "import { readFileSync } from 'fs';\nexport const read = readFileSync;");
    await expectRefused(CORE, "import { users } from '@kochclip/db';\nexport const table = users;");
    await expectRefused(CORE, "import { sql } from 'drizzle-orm';\nexport const query = sql;");
  });

  it('refuses any other Kochclip package in @kochclip/core, even as a type', async () => {
    await expectRefused(CORE, "import type { AppRouter } from '@kochclip/routers';\nexport type T = AppRouter;");
  });

  it('refuses loading a Node built-in in @kochclip/core with import()', async () => {
    await expectRefused(CORE, "export const fs = () => import('node:fs');", 'no-restricted-syntax');
  });

  it('lets @kochclip/core import zod', async () => {
    await expectAllowed(CORE, "import { z } from 'zod';\nexport const ZName = z.string();");
  });

  it('refuses a relative path into another package', async () => {
    await expectRefused(ROUTERS, "import { users } from '../../db/src/schema/users';\nexport const table = users;");
    await expectRefused(SERVER, "import { appRouter } from '../../../routers/src/root';\nexport const router = appRouter;");
    await expectRefused(WEB, "import { users } from '../../../db/src/schema';\nexport const table = users;");
  });

  it('refuses a package source path by name', async () => {
    await expectRefused(SERVER, "import { users } from '@kochclip/db/src/schema';\nexport const table = users;");
  });

  it('refuses @kochclip/server and @kochclip/openapi in the routers', async () => {
    await expectRefused(ROUTERS, "import { createApp } from '@kochclip/server';\nexport const app = createApp;");
    await expectRefused(ROUTERS, "import type { TEnv } from '@kochclip/server';\nexport type T = TEnv;");
    await expectRefused(
      ROUTERS,
      "import { buildOpenApiDocument } from '@kochclip/openapi/document';\nexport const build = buildOpenApiDocument;",
    );
  });

  it('refuses the libraries of the adapters in the routers (they reach them through ports)', async () => {
    await expectRefused(ROUTERS, "import express from 'express';\nexport const app = express;");
    await expectRefused(ROUTERS, "import { PgBoss } from 'pg-boss';\nexport const boss = PgBoss;");
    await expectRefused(ROUTERS, "import Stripe from 'stripe';\nexport const stripe = Stripe;");
    await expectRefused(ROUTERS, "export const sdk = () => import('openai');", 'no-restricted-syntax');
  });

  it('lets the routers import @kochclip/db, @kochclip/core and tRPC', async () => {
    await expectAllowed(
      ROUTERS,
      [
        "import { TRPCError } from '@trpc/server';",
        "import type { TDb } from '@kochclip/db';",
        "import { escapeHtml } from '@kochclip/core';",
        'export const parts = { TRPCError, escapeHtml };',
        'export type T = TDb;',
      ].join('\n'),
    );
  });

  it('refuses the routers, the server and tRPC in @kochclip/db', async () => {
    await expectRefused(DB, "import { AppError } from '@kochclip/routers/errors';\nexport const error = AppError;");
    await expectRefused(DB, "import type { AppRouter } from '@kochclip/routers';\nexport type T = AppRouter;");
    await expectRefused(DB, "import { createApp } from '@kochclip/server';\nexport const app = createApp;");
    await expectRefused(DB, "import { TRPCError } from '@trpc/server';\nexport const error = TRPCError;");
  });

  it('lets @kochclip/db import drizzle-orm and @kochclip/core', async () => {
    await expectAllowed(
      DB,
      "import { sql } from 'drizzle-orm';\nimport { escapeHtml } from '@kochclip/core';\nexport const parts = { sql, escapeHtml };",
    );
  });

  it('refuses @kochclip/server in @kochclip/openapi and @kochclip/web in the server', async () => {
    await expectRefused(OPENAPI, "import { createApp } from '@kochclip/server';\nexport const app = createApp;");
    await expectRefused(
      SERVER,
      "import { validateLogin } from '@kochclip/web/features/auth/auth-validation';\nexport const validate = validateLogin;",
    );
  });

  it('lets the server import the routers, db and the adapters\u2019 libraries', async () => {
    await expectAllowed(
      SERVER,
      [
        "import express from 'express';",
        "import { appRouter } from '@kochclip/routers';",
        "import type { TDb } from '@kochclip/db';",
        'export const parts = { express, appRouter };',
        'export type T = TDb;',
      ].join('\n'),
    );
  });
});

// routers/src files of each layer (ARCHITECTURE.md, "Layers of the routers").
const FEATURE_SERVICE = 'routers/src/social/ratings.service.ts';
const OTHER_FEATURE_SERVICE = 'routers/src/auth/auth.service.ts';
const FEATURE_ROUTER = 'routers/src/recipes/recipes.router.ts';
const FEATURE_SCHEMAS = 'routers/src/social/cookbooks.schemas.ts';
const COMPOSITION = 'routers/src/raw-routes/raw-routes.ts';
const PORT = 'routers/src/ports/job-queue.ts';
const SHARED = 'routers/src/shared/audit.ts';
const BASE = 'routers/src/errors.ts';
const CONTEXT = 'routers/src/context.ts';

describe('layers inside the routers', { timeout: 120_000 }, () => {
  it('lets a feature folder import ports, shared pieces, the base and its own folder', async () => {
    await expectAllowed(
      FEATURE_SERVICE,
      [
        "import { RECIPE_NOT_FOUND } from '../shared/recipe-cards';",
        "import type { TJobQueue } from '../ports/job-queue';",
        "import { recordAudit } from '../shared/audit';",
        "import { AppError } from '../errors';",
        "import { deleteComment } from './comments.service';",
        'export const parts = { RECIPE_NOT_FOUND, recordAudit, AppError, deleteComment };',
        'export type T = TJobQueue;',
      ].join('\n'),
    );
    await expectAllowed(
      'routers/src/recipes/editor/recipe-editor.service.ts',
      "import { createVariant } from '../variants/variants.service';\nimport { activePremium } from '../../shared/premium-state';\nexport const parts = { createVariant, activePremium };",
    );
    // A feature that is part of another is its subfolder: create/import/ runs create/'s pipeline and saves drafts.
    await expectAllowed(
      'routers/src/create/import/import.service.ts',
      "import { persist } from '../create.service';\nimport { saveMachineDraft } from '../drafts/machine-draft';\nexport const parts = { persist, saveMachineDraft };",
    );
  });

  it('refuses a feature folder importing another feature folder, whatever its rank, even as a type', async () => {
    await expectRefused(
      OTHER_FEATURE_SERVICE,
      "import { requestDataExport } from '../account/data-export.service';\nexport const f = requestDataExport;",
    );
    await expectRefused(
      FEATURE_SERVICE,
      "import { communityStats } from '../recipes/recipes.service';\nexport const f = communityStats;",
    );
    await expectRefused(
      FEATURE_SERVICE,
      "import type { TMealPlan } from '../kitchen/meal-plan.schemas';\nexport type T = TMealPlan;",
    );
    await expectRefused(
      'routers/src/recipes/audio/audio.service.ts',
      "import { listCookbooks } from '../../social/cookbooks.service';\nexport const f = listCookbooks;",
    );
    await expectRefused(
      'routers/src/kitchen/meal-plan.router.ts',
      "import { ZRecipeId } from '../recipes/recipes.schemas';\nexport const id = ZRecipeId;",
    );
  });

  it('refuses every import between feature folders, and lets each take what several need from shared/', async () => {
    // What moderation, the recipe page and creation share is in shared/, not in the feature that had it first.
    await expectAllowed(
      'routers/src/moderation/resolve-report.service.ts',
      "import { deleteComment } from '../shared/content-removal';\nimport { getRecipe } from '../shared/recipe-detail';\nexport const parts = { deleteComment, getRecipe };",
    );
    await expectRefused(
      'routers/src/moderation/resolve-report.service.ts',
      "import { createComment } from '../social/comments.service';\nexport const f = createComment;",
    );
    await expectRefused(
      'routers/src/account/member-data.service.ts',
      "import { exportRecipe } from '../export/export.service';\nexport const f = exportRecipe;",
    );
    await expectRefused(
      'routers/src/create/drafts/save-draft.service.ts',
      "import { createRecipe } from '../../recipes/editor/recipe-editor.service';\nexport const f = createRecipe;",
    );
  });

  it('lets everything outside the recipe search import its entry only', async () => {
    await expectAllowed(
      'routers/src/social/profile.service.ts',
      "import { listRecipes } from '../shared/recipe-search';\nexport const f = listRecipes;",
    );
    await expectRefused(
      'routers/src/social/profile.service.ts',
      "import { listRecipes } from '../shared/recipe-search/list-query';\nexport const f = listRecipes;",
    );
    await expectRefused(SHARED, "import { listRecipes } from './recipe-search/list-query';\nexport const f = listRecipes;");
    await expectAllowed(SHARED, "import { listRecipes } from './recipe-search';\nexport const f = listRecipes;");
  });

  it('lets the composition of the raw routes import the feature folders, and no feature import it', async () => {
    await expectAllowed(
      COMPOSITION,
      "import { FEED_NOT_FOUND } from '../kitchen/meal-plan-feed.service';\nexport const m = FEED_NOT_FOUND;",
    );
    await expectRefused(FEATURE_SERVICE, "import { RAW_ROUTES } from '../raw-routes/raw-routes';\nexport const r = RAW_ROUTES;");
    await expectRefused(COMPOSITION, "import type { AppRouter } from '../root';\nexport type T = AppRouter;");
  });

  it('refuses a port or a shared piece importing feature code, and allows the schemas it carries', async () => {
    await expectRefused(
      PORT,
      "import { sendPushToAll } from '../social/push/push-send.service';\nexport const f = sendPushToAll;",
    );
    await expectRefused(SHARED, "import { setLike } from '../recipes/recipe-detail.service';\nexport const f = setLike;");
    await expectRefused(SHARED, "import type { TContext } from '../context';\nexport type T = TContext;");
    await expectAllowed(
      PORT,
      "import type { TNotificationSettings } from '../social/push/push.schemas';\nexport type T = TNotificationSettings;",
    );
  });

  it('refuses a schemas file importing a service or a port, and allows other schemas and the base', async () => {
    await expectRefused(
      FEATURE_SCHEMAS,
      "import { MAX_COOKBOOKS_PER_MEMBER } from './cookbooks.service';\nexport const m = MAX_COOKBOOKS_PER_MEMBER;",
    );
    await expectRefused(FEATURE_SCHEMAS, "import type { TJobQueue } from '../ports/job-queue';\nexport type T = TJobQueue;");
    await expectAllowed(
      FEATURE_SCHEMAS,
      "import { ZTimestamp } from '../timestamp';\nimport { ZRecipeCard } from '../shared/recipe.schemas';\nimport { ZCookbookSummary } from './profile.schemas';\nexport const parts = { ZTimestamp, ZRecipeCard, ZCookbookSummary };",
    );
  });

  it('refuses services importing routers, and anything below root.ts importing it', async () => {
    await expectRefused(FEATURE_SERVICE, "import { socialRouter } from './social.router';\nexport const r = socialRouter;");
    await expectRefused(FEATURE_ROUTER, "import type { AppRouter } from '../root';\nexport type T = AppRouter;");
    await expectAllowed(
      FEATURE_ROUTER,
      "import { audioProcedures } from './audio/audio.router';\nexport const p = audioProcedures;",
    );
  });

  it('refuses the base importing a folder and the context importing feature code', async () => {
    await expectRefused(BASE, "import { encodeCursor } from './shared/cursor';\nexport const f = encodeCursor;");
    await expectRefused(CONTEXT, "import { setLike } from './recipes/recipe-detail.service';\nexport const f = setLike;");
    await expectAllowed(CONTEXT, "import type { ZSession } from './auth/auth.schemas';\nexport type T = typeof ZSession;");
  });

  it('gives every feature folder of routers/src its rule', async () => {
    const folders = readdirSync(path.join(ROOT, 'routers/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['ports', 'shared', 'raw-routes'].includes(entry.name))
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) {
      const config = (await eslint.calculateConfigForFile(path.join(ROOT, `routers/src/${folder}/x.ts`))) as {
        rules: Record<string, [unknown, { patterns: { message: string }[] }]>;
      };
      const messages = config.rules['no-restricted-imports']?.[1].patterns.map((pattern) => pattern.message) ?? [];
      expect(
        messages.some((message) => message.includes(`${folder}/ importiert keine anderen Feature-Ordner`)),
        folder,
      ).toBe(true);
    }
  });
});
