import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientRequest } from '@kochclip/server/http/client-request';

type TFacts = { ip?: string; protocol: string; secure: boolean; host?: string };

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function factsFrom(port: number, headers: Record<string, string>): Promise<TFacts> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve(JSON.parse(text) as TFacts));
    });
    req.on('error', reject);
    req.end();
  });
}

const HEADER_CASES: Record<string, string>[] = [
  {},
  { host: 'kochclip.example:3000' },
  { 'x-forwarded-for': '203.0.113.5' },
  { 'x-forwarded-for': '203.0.113.5, 10.0.0.1' },
  { 'x-forwarded-for': ' , 198.51.100.7 ,10.0.0.2' },
  { 'x-forwarded-for': ',,' },
  { 'x-forwarded-proto': 'https' },
  { 'x-forwarded-proto': ' https , http' },
  { 'x-forwarded-proto': '' },
  { 'x-forwarded-host': 'kochclip.example' },
  { 'x-forwarded-host': 'a.example  , b.example', host: 'intern:8080' },
  { 'x-forwarded-host': '', host: 'intern:8080' },
];

describe.each([false, true])('ClientRequest with trust proxy %s', (trustProxy) => {
  const servers: Server[] = [];
  let expressPort = 0;
  let rawPort = 0;

  beforeAll(async () => {
    const app = express();
    app.set('trust proxy', trustProxy);
    app.use((req, res) => {
      res.json({ ip: req.ip, protocol: req.protocol, secure: req.secure, host: req.host } satisfies TFacts);
    });
    const raw = createServer((req, res) => {
      const client = new ClientRequest(req, trustProxy);
      const facts: TFacts = { ip: client.ip, protocol: client.protocol, secure: client.secure, host: client.host };
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(facts));
    });
    servers.push(createServer(app), raw);
    [expressPort, rawPort] = (await Promise.all(servers.map(listen))) as [number, number];
  });
  afterAll(() => servers.forEach((server) => server.close()));

  it.each(HEADER_CASES)('reads address, scheme and host as Express does for %o', async (headers: IncomingHttpHeaders) => {
    // The same Host for both servers (by default it names the port).
    const sent = { host: 'kochclip.test', ...(headers as Record<string, string>) };
    const [fromExpress, fromClient] = await Promise.all([factsFrom(expressPort, sent), factsFrom(rawPort, sent)]);
    expect(fromClient).toEqual(fromExpress);
  });

  it('trusts the forwarded headers only when told to', async () => {
    const facts = await factsFrom(rawPort, { 'x-forwarded-for': '203.0.113.5', 'x-forwarded-proto': 'https' });
    expect(facts).toMatchObject(trustProxy ? { ip: '203.0.113.5', secure: true } : { ip: '127.0.0.1', secure: false });
  });
});
