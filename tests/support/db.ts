import { inject } from 'vitest';
import { createDb, type TDbHandle } from '@kochclip/db';

let handle: TDbHandle | undefined;

/** One pool per test file, on the run's fresh database. */
export function testDb(): TDbHandle {
  handle ??= createDb(inject('databaseUrl'), { max: 20 });
  return handle;
}

export async function closeSharedDb(): Promise<void> {
  await handle?.close();
  handle = undefined;
}
