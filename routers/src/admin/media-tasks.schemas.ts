import { z } from 'zod';
import { MEDIA_TASK_KINDS, MEDIA_TASK_STATUSES } from '@kochclip/db/schema';

export const ZMediaTask = z.object({
  id: z.number().int(),
  kind: z.enum(MEDIA_TASK_KINDS),
  status: z.enum(MEDIA_TASK_STATUSES),
  archive: z.string().nullable(),
  files: z.number().int(),
  bytes: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.date(),
  finishedAt: z.date().nullable(),
});
export type TMediaTask = z.infer<typeof ZMediaTask>;

export const ZMediaTasks = z.object({ tasks: z.array(ZMediaTask) });
