import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_TOO_LARGE_INFLATED } from '@kochclip/server';
import { runawayStringsPdf } from '../support/file-bombs';
import { minimalPdf } from '../support/fixtures';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { signUp } from '../support/members';
import { descendantPids } from '../support/process-memory';
import { startServerProcess, type TServerProcess } from '../support/server-process';

const BUNDLE = path.resolve(import.meta.dirname, '../../dist/server/main.js');

let database: TIsolatedDb;
let server: TServerProcess;
beforeAll(async () => {
  if (!existsSync(BUNDLE)) throw new Error('dist/server fehlt: zuerst `npm run build` ausführen.');
  database = await isolatedDatabase('kochclip_it_prod_media');
  server = await startServerProcess({ DATABASE_URL: database.url, SEED_DEMO_DATA: 'false' }, [], { bundle: true });
  await server.waitFor('Kochclip läuft');
}, 120_000);
afterAll(async () => {
  server.kill('SIGTERM');
  await server.exited;
  await server.cleanup();
  await database.drop();
});

async function upload(session: string | undefined, data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), 'rezept.pdf');
  const response = await fetch(`${server.url}/api/analyze-file`, {
    method: 'POST',
    body: form,
    headers: { cookie: `kc_session=${session ?? ''}` },
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('media children of the production bundle (npm start)', { timeout: 120_000 }, () => {
  it('reads a PDF in dist/server/media-child.js and creates the recipe', async () => {
    const member = await signUp(server.url, 'bundle');
    const pdf = minimalPdf([
      'Linsensuppe',
      'Zutaten:',
      '200 g Linsen',
      '1 Zwiebel',
      'Zubereitung:',
      '1. Linsen 30 Minuten kochen.',
    ]);
    const res = await upload(member.http.cookie('kc_session'), pdf);
    expect(res.status).toBe(200);
    expect(res.json.title).toBe('Linsensuppe');
    const commands = await Promise.all((await descendantPids(server.pid)).map((pid) => readFile(`/proc/${pid}/cmdline`, 'utf8')));
    expect(commands.some((command) => command.includes('dist/server/media-child.js'))).toBe(true);
  });

  it('refuses the issue’s runaway-string bomb with 413 and stays up', async () => {
    const bomb = await runawayStringsPdf(40);
    const member = await signUp(server.url, 'bundle');
    const res = await upload(member.http.cookie('kc_session'), bomb);
    expect(res).toEqual({
      status: 413,
      json: { message: PDF_TOO_LARGE_INFLATED, code: 'PAYLOAD_TOO_LARGE', requestId: expect.any(String) as string },
    });
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
  });

  it('leaves no worker and no media child behind when the server process is killed outright', async () => {
    const children = await descendantPids(server.pid);
    expect(children.length).toBeGreaterThan(1);
    server.kill('SIGKILL');
    await server.exited;
    // Workers and media children notice their closed IPC channel and exit by themselves (a zombie waiting for init
    // counts as ended).
    const running = async () => {
      const states = await Promise.all(children.map((pid) => readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')));
      return children.filter((_, i) => /\) [^Z]/.test(states[i] ?? ''));
    };
    const deadline = Date.now() + 10_000;
    while ((await running()).length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await running()).toEqual([]);
  });
});
