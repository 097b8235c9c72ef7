import type { TestProject } from 'vitest/node';
import { createTestDatabase } from '../support/database';

export default async function setup(project: TestProject) {
  const database = await createTestDatabase('kochclip_it');
  project.provide('databaseUrl', database.url);
  return async () => {
    await database.drop();
  };
}
