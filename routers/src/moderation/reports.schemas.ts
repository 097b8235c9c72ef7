import { z } from 'zod';
import { ZTimestamp } from '../timestamp';
import { REPORT_REASONS } from '@kochclip/db/schema';
import { rowId } from '../shared/common.schemas';

/** What a member can report: a comment or reply, a community photo, a challenge entry, a recipe. */
export const REPORT_TYPES = ['comment', 'photo', 'challengeEntry', 'recipe'] as const;
export type TReportType = (typeof REPORT_TYPES)[number];

const ZReportType = z.enum(REPORT_TYPES, { error: 'Gemeldet werden können Kommentare, Fotos, Challenge-Beiträge und Rezepte.' });
const ZTargetId = rowId('Ungültige ID');

export const ZReportInput = z.strictObject({
  type: ZReportType,
  id: ZTargetId,
  reason: z.enum(REPORT_REASONS, { error: 'Bitte wähle einen Grund für die Meldung.' }),
  details: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(500, 'Die Beschreibung darf höchstens 500 Zeichen lang sein.').optional(),
  ),
});

export const ZReportAnswer = z.object({ success: z.literal(true), message: z.string() });

const ZPerson = z.object({ id: z.number().int(), username: z.string() });
const ZLink = z.object({ id: z.number().int(), title: z.string() });

export const ZReportedItem = z.object({
  type: ZReportType,
  id: z.number().int(),
  reportCount: z.number().int(),
  firstReportedAt: ZTimestamp,
  lastReportedAt: ZTimestamp,
  /** The newest reports (at most five), with reason and reporter. */
  reports: z.array(
    z.object({
      reason: z.enum(REPORT_REASONS),
      details: z.string().nullable(),
      reporter: z.string(),
      createdAt: ZTimestamp,
      /**
       * A recipe report: the recipe's version when it was reported („Gemeldete Version N“; its snapshot at
       * GET /api/recipes/{id}/versions/{number}); null for other items and for reports made before versions were kept.
       */
      recipeVersion: z.number().int().nullable(),
    }),
  ),
  /** The reported item in context: its text or picture, who posted it, and the recipe or challenge it belongs to. */
  content: z.object({
    text: z.string().nullable(),
    imageUrl: z.string().nullable(),
    author: ZPerson.nullable(),
    recipe: ZLink.nullable(),
    challenge: ZLink.nullable(),
  }),
});
export type TReportedItem = z.input<typeof ZReportedItem>;

export const ZReportList = z.object({ items: z.array(ZReportedItem), total: z.number().int() });

export const ZResolveInput = z.strictObject({
  type: ZReportType,
  id: ZTargetId,
  action: z.enum(['delete', 'dismiss'], { error: 'Die Aktion muss delete oder dismiss sein.' }),
});
