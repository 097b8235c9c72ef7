import { z } from 'zod';
import { ZChallenge } from '../shared/challenge.schemas';
import { ZRowId } from './community.schemas';

const ZFlag = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .enum(['true', 'false'], { error: 'Erlaubt sind true oder false.' })
    .transform((value) => value === 'true')
    .optional(),
);

export const ZChallengeListInput = z.object({ active: ZFlag, upcoming: ZFlag }).optional();

export const ZChallengeIdInput = z.object({ id: ZRowId('Ungültige Challenge-ID') });

export const ZChallengeList = z.array(ZChallenge);
