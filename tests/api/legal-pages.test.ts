import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, createLegalPages, privacyFactsOf } from '@kochclip/server';
import { HttpClient } from '../support/http';
import { startTestServer, type TTestServer } from '../support/server';

const NO_SERVICES = { stripe: false, aiHost: null, aiImages: false, aiSpeech: false, push: false, s3Host: null, smtpHost: null };

let plain: TTestServer;
let configured: TTestServer;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'kochclip-legal-'));
  const impressum = path.join(dir, 'impressum.md');
  await writeFile(
    impressum,
    '# Angaben gemäß § 5 DDG\n\nMuster GmbH, Beispielweg 1\n\n<script>alert(1)</script>\n\n[Klick](javascript:alert(1)) und [Mail](mailto:info@example.de)\n',
  );
  plain = await startTestServer();
  configured = await startTestServer(
    {},
    {
      legal: createLegalPages({
        impressumFile: impressum,
        datenschutzFile: path.join(dir, 'fehlt.md'),
        sourceUrl: 'https://git.example.de/kochclip',
        facts: { ...NO_SERVICES, stripe: true, aiHost: 'llm.example.de', push: true, s3Host: 's3.example.de' },
        log: () => undefined,
      }),
    },
  );
});
afterAll(async () => {
  await plain.close();
  await configured.close();
});

describe('GET /api/legal/{page}', () => {
  it('answers an unconfigured Impressum with a default page that says what the operator must fill in, inventing nothing', async () => {
    const res = await new HttpClient(plain.url).get('/api/legal/impressum');
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ page: 'impressum', title: 'Impressum', isDefault: true });
    const html = String(res.json.html);
    expect(html).toContain('IMPRESSUM_FILE');
    expect(html).toContain('Vom Betreiber auszufüllen');
    expect(html).toContain('§ 5');
    expect(html).not.toMatch(/GmbH|Straße \d|\+49/);
  });

  it('generates the default Datenschutzerklärung from the configuration', async () => {
    const bare = await new HttpClient(plain.url).get('/api/legal/datenschutz');
    expect(bare.json.isDefault).toBe(true);
    expect(String(bare.json.html)).toContain('kein KI-Dienst');
    expect(String(bare.json.html)).not.toContain('Stripe');
    expect(String(bare.json.html)).toContain('kc_session');
    // The configured file is missing: the default is shown, built from that server's services.
    const full = await new HttpClient(configured.url).get('/api/legal/datenschutz');
    const html = String(full.json.html);
    expect(full.json.isDefault).toBe(true);
    for (const text of ['Stripe', 'llm.example.de', 'Push-Dienste', 's3.example.de']) expect(html).toContain(text);
  });

  it('renders the operator’s Markdown with raw HTML escaped and unsafe links dropped', async () => {
    const res = await new HttpClient(configured.url).get('/api/legal/impressum');
    expect(res.json).toMatchObject({ isDefault: false, sourceUrl: 'https://git.example.de/kochclip' });
    const html = String(res.json.html);
    expect(html).toContain('<h1>Angaben gemäß § 5 DDG</h1>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('href="mailto:info@example.de"');
  });

  it('answers an unknown page with a German 400', async () => {
    const res = await new HttpClient(plain.url).get('/api/legal/agb');
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('BAD_REQUEST');
  });

  it('names the licence and the source code (GET /api/source)', async () => {
    expect((await new HttpClient(configured.url).get('/api/source')).json).toEqual({
      license: 'AGPL-3.0-or-later',
      sourceUrl: 'https://git.example.de/kochclip',
    });
  });
});

describe('privacy facts from the environment', () => {
  it('names the hosts the server talks to and nothing it does not', () => {
    expect(privacyFactsOf(loadEnv({}))).toMatchObject({ stripe: false, aiHost: null, s3Host: null });
    const facts = privacyFactsOf(
      loadEnv({
        STRIPE_SECRET_KEY: 'sk_test',
        OPENAI_BASE_URL: 'http://ollama.lan:11434/v1',
        S3_BUCKET: 'medien',
        S3_ENDPOINT: 'https://minio.example.de',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
      }),
    );
    expect(facts).toMatchObject({ stripe: true, aiHost: 'ollama.lan:11434', s3Host: 'minio.example.de' });
    expect(loadEnv({}).SOURCE_URL).toMatch(/^https:\/\//);
  });
});
