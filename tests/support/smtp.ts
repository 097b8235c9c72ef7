import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TSmtpCatcher {
  url: string;
  mails: TReceivedMail[];
  /** The next `n` mails are refused with 451 (a mail server that is down for a while). */
  refuseNext: (n: number) => void;
  /** Resolves with the first mail to `to` that matches, waiting up to `timeoutMs`. */
  waitFor: (to: string, match?: (mail: TReceivedMail) => boolean, timeoutMs?: number) => Promise<TReceivedMail>;
  stop: () => Promise<void>;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_all, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function headerOf(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/** Just enough MIME for what nodemailer writes: a text and an HTML part, quoted-printable or base64. */
export function parseMail(raw: string, to: string[]): TReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/).slice(1);
  const part = (type: string) => {
    const found = parts.find((p) => headerOf(p.slice(0, p.search(/\r?\n\r?\n/)), 'content-type').startsWith(type));
    if (!found) return '';
    const at = found.search(/\r?\n\r?\n/);
    const body = found
      .slice(at)
      .replace(/^\r?\n\r?\n/, '')
      .replace(/\r?\n--[^\r\n]*--\s*$/, '');
    return decodeBody(body, headerOf(found.slice(0, at), 'content-transfer-encoding').toLowerCase());
  };
  return { to, subject: decodeWords(headerOf(head, 'subject')), text: part('text/plain'), html: part('text/html'), raw };
}

/** A real SMTP server on loopback that keeps what it receives (no TLS, no authentication). */
export async function startSmtpCatcher(): Promise<TSmtpCatcher> {
  const mails: TReceivedMail[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse -= 1;
          callback(Object.assign(new Error('Postfach vorübergehend nicht erreichbar'), { responseCode: 451 }));
          return;
        }
        const to = session.envelope.rcptTo.map((r) => r.address);
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuseNext: (n) => {
      refuse = n;
    },
    async waitFor(to, match = () => true, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((m) => m.to.includes(to) && match(m));
        if (found) return found;
        if (Date.now() > until) throw new Error(`Keine E-Mail an ${to} angekommen (${mails.length} insgesamt).`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link in a mail's text (…?token=…). */
export function tokenIn(mail: TReceivedMail): string {
  const match = /[?&]token=([a-z0-9]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`Kein Link mit Token in: ${mail.text}`);
  return match[1];
}
