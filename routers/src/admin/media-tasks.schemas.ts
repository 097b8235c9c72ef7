import { z } from 'zod';
import { ZTimestamp } from '../timestamp';
import { MEDIA_TASK_KINDS, MEDIA_TASK_STATUSES } from '@kochclip/db/schema';

export const ZMediaTask = z.object({
  id: z.number().int(),
  kind: z.enum(MEDIA_TASK_KINDS),
  status: z.enum(MEDIA_TASK_STATUSES),
  archive: z.string().nullable(),
  files: z.number().int(),
  bytes: z.number().int(),
  error: z.string().nullable(),
  createdAt: ZTimestamp,
  finishedAt: ZTimestamp.nullable(),
});
export type TMediaTask = z.input<typeof ZMediaTask>;

export const ZMediaTasks = z.object({ tasks: z.array(ZMediaTask) });
