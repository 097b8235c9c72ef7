import { afterAll } from 'vitest';
import { closeSharedDb } from '../support/db';

afterAll(async () => {
  await closeSharedDb();
});
