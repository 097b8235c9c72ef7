import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { TRenderedMail } from '@kochclip/routers/server';

export interface TMailSenderConfig {
  /** smtp:// or smtps:// URL; null writes every mail as an .eml file into `mailDir`. */
  smtpUrl: string | null;
  from: string;
  mailDir: string;
  log: (line: string) => void;
}

export interface TMailSender {
  /** Where mails go, for the start-up log and the admin's System tab. */
  target: string;
  /** Sends one mail; throws when the server refused it or could not be reached (the job retries). */
  send: (mail: TRenderedMail & { to: string; id: number }) => Promise<void>;
}

const SMTP_TIMEOUT_MS = 20_000;

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = parsed.password ? '***' : '';
  return parsed.toString();
}

/** nodemailer over SMTP, or, without an SMTP server (the local default), .eml files a local user can open. */
export function createMailSender(config: TMailSenderConfig): TMailSender {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    return {
      target: `SMTP ${withoutPassword(config.smtpUrl)}`,
      async send(mail) {
        await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    target: `Dateien in ${config.mailDir}`,
    async send(mail) {
      const { message } = await files.sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mkdir(config.mailDir, { recursive: true });
      const file = path.join(config.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      await writeFile(file, message, { mode: 0o600 });
      // The address stays out of the log (issue 41: logs carry no e-mail addresses); the file names it.
      config.log(`E-Mail „${mail.subject}“ gespeichert: ${file}`);
    },
  };
}
