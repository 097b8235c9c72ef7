import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOGGER = pathToFileURL(path.join(import.meta.dirname, 'logger.ts')).href;

/** Node's arguments for a process that makes the JSON logger the server uses and then runs `body`. */
function script(body: string): string[] {
  return [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    `const { createLogger } = await import(${JSON.stringify(LOGGER)});
     const logger = createLogger({ format: 'json', level: 'info' });
     ${body}`,
  ];
}

function messages(stdout: string): string[] {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
}

/** What an operator reads of a JSON-logging process: every line, also those still in the buffer when it ends. */
describe('JSON log lines', () => {
  it('are all written when the process calls exit, beyond one buffer and within it', () => {
    const child = spawnSync(
      process.execPath,
      script(`for (let i = 0; i < 500; i++) logger.info({ route: '/api/recipes', n: i }, 'Zeile ' + i);
              process.exit(0);`),
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(child.status).toBe(0);
    expect(messages(child.stdout)).toEqual(Array.from({ length: 500 }, (_, i) => `Zeile ${i}`));
  }, 90_000);

  it('are all written when the process ends because it has nothing left to do', () => {
    const child = spawnSync(process.execPath, script(`logger.info('eins'); logger.warn('zwei'); logger.info('drei');`), {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.status).toBe(0);
    expect(messages(child.stdout)).toEqual(['eins', 'zwei', 'drei']);
  }, 90_000);

  it('reach standard output while a quiet process keeps running', async () => {
    const child = spawn(process.execPath, script(`logger.info('ruhig'); setInterval(() => undefined, 1000);`), {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let stdout = '';
      const written = new Promise<string>((resolve) => {
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString('utf8');
          if (stdout.includes('\n')) resolve('geschrieben');
        });
      });
      // The buffer is written every second; ten leave room for a loaded machine, and the process never ends itself.
      const waited = new Promise<string>((resolve) => setTimeout(() => resolve('nichts nach 10 s'), 10_000));
      await expect(Promise.race([written, waited])).resolves.toBe('geschrieben');
      expect(messages(stdout)).toEqual(['ruhig']);
    } finally {
      child.kill('SIGKILL');
    }
  }, 90_000);
});
