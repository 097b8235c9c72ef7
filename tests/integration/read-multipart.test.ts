import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler, readMultipart } from '@kochclip/server';

// The multipart reader behind every upload route, on a route of its own: what it refuses, every caller refuses.
const app = express();
app.post('/upload', async (req, res) => {
  const { file, fields } = await readMultipart(req, { fileField: 'image', maxBytes: 1000, textFields: ['caption', 'title'] });
  res.json({ file: file.kind, fields });
});
app.use(errorHandler(() => undefined));
let url = '';
let listening: ReturnType<typeof app.listen> | undefined;
beforeAll(async () => {
  const started = app.listen(0, '127.0.0.1');
  listening = started;
  await new Promise<void>((resolve) => started.once('listening', resolve));
  url = `http://127.0.0.1:${(started.address() as AddressInfo).port}/upload`;
});
afterAll(() => {
  listening?.close();
});

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('image', new Blob([new Uint8Array([1, 2, 3])]), 'bild.png');
  return body;
}

describe('multipart text fields', () => {
  it('returns the wanted text fields', async () => {
    const res = await fetch(url, { method: 'POST', body: form({ caption: 'Sonntagskuchen', other: 'x' }) });
    expect(await res.json()).toEqual({ file: 'file', fields: { caption: 'Sonntagskuchen' } });
  });

  it('refuses a text field with a NUL character with a German 400 that names the field', async () => {
    const res = await fetch(url, { method: 'POST', body: form({ title: 'ok', caption: 'Kuchen\u0000' }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Das Feld „caption“ enthält ein unzulässiges Nullzeichen (\\u0000).',
      code: 'BAD_REQUEST',
      fields: [{ path: 'caption', message: 'Enthält ein unzulässiges Nullzeichen (\\u0000).' }],
      requestId: expect.any(String) as string,
    });
  });
});
