import { z } from 'zod';
import { rowId } from '../shared/common.schemas';

const ZTitle = z
  .string({ error: 'Titel erforderlich' })
  .trim()
  .min(1, 'Titel erforderlich')
  .max(100, 'Der Titel darf höchstens 100 Zeichen lang sein.');
const ZText = (required: string, label: string) =>
  z.string({ error: required }).trim().min(1, required).max(2000, `${label} darf höchstens 2000 Zeichen lang sein.`);
const ZRules = z
  .string()
  .trim()
  .max(2000, 'Die Regeln dürfen höchstens 2000 Zeichen lang sein.')
  .nullable()
  .transform((value) => (value ? value : null));
const ZTags = z
  .array(z.string().trim().min(1, 'Leere Tags sind nicht erlaubt.').max(30, 'Ein Tag darf höchstens 30 Zeichen lang sein.'))
  .max(10, 'Höchstens 10 Tags.')
  .transform((tags) => [...new Set(tags)]);
const ZInstant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label}: Datum und Uhrzeit im ISO-Format, z. B. 2025-05-01T00:00:00+02:00` })
    .transform((value) => new Date(value));

export const ZChallengeId = rowId('Ungültige Challenge-ID');
export const DATES_ORDER = 'Das Ende muss nach dem Beginn liegen.';

export const ZCreateChallengeInput = z
  .strictObject({
    title: ZTitle,
    description: ZText('Beschreibung erforderlich', 'Die Beschreibung'),
    rules: ZRules.optional().default(null),
    tags: ZTags.default([]),
    startDate: ZInstant('Beginn'),
    endDate: ZInstant('Ende'),
  })
  .refine((value) => value.endDate > value.startDate, { message: DATES_ORDER, path: ['endDate'] });

export const ZUpdateChallengeInput = z.strictObject({
  id: ZChallengeId,
  title: ZTitle.optional(),
  description: ZText('Beschreibung erforderlich', 'Die Beschreibung').optional(),
  rules: ZRules.optional(),
  tags: ZTags.optional(),
  startDate: ZInstant('Beginn').optional(),
  endDate: ZInstant('Ende').optional(),
});

export const ZChallengeIdInput = z.object({ id: ZChallengeId });
export const ZSubmissionIdInput = z.object({ id: rowId('Ungültige Beitrags-ID') });
