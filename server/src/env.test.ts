import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const SECRET = 'y'.repeat(40);

describe('loadEnv', () => {
  it('seeds demo data by default in development, so npm start shows demo recipes and logins', () => {
    expect(loadEnv({}).SEED_DEMO_DATA).toBe(true);
  });

  it('does not seed demo users with the public password in production unless SEED_DEMO_DATA=true is set', () => {
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET }).SEED_DEMO_DATA).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET, SEED_DEMO_DATA: '' }).SEED_DEMO_DATA).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET, SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
  });

  it('refuses ADMIN_USERNAME without ADMIN_PASSWORD', () => {
    expect(() => loadEnv({ ADMIN_USERNAME: 'chefin' })).toThrow(/ADMIN_USERNAME und ADMIN_PASSWORD nur gemeinsam/);
  });

  it('reads member write budgets as "<n>/min,<m>/day", keeps the default when empty and refuses anything else', () => {
    expect(loadEnv({ WRITE_BUDGET_COMMENTS: ' 4/min, 40/day ' }).WRITE_BUDGET_COMMENTS).toEqual({ perMinute: 4, perDay: 40 });
    expect(loadEnv({ WRITE_BUDGET_FOLLOWS: '' }).WRITE_BUDGET_FOLLOWS).toEqual({ perMinute: 30, perDay: 300 });
    expect(loadEnv({}).WRITE_BUDGET_COMMENTS).toEqual({ perMinute: 10, perDay: 200 });
    expect(() => loadEnv({ WRITE_BUDGET_RATINGS: '20 pro Minute' })).toThrow(
      /WRITE_BUDGET_RATINGS: erwartet "<Anzahl>\/min,<Anzahl>\/day"/,
    );
  });

  it('writes mails into DATA_DIR/mail without SMTP_URL, takes smtp:// and smtps:// only, and in production wants PUBLIC_ORIGIN for the links', () => {
    expect(loadEnv({ DATA_DIR: '/tmp/kc' }).MAIL_DIR).toBe('/tmp/kc/mail');
    expect(loadEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(loadEnv({ MAIL_DIR: '/var/mail/kc' }).MAIL_DIR).toBe('/var/mail/kc');
    expect(loadEnv({ SMTP_URL: 'smtps://u:p@mail.example.de:465' }).SMTP_URL).toBe('smtps://u:p@mail.example.de:465');
    expect(() => loadEnv({ SMTP_URL: 'https://mail.example.de' })).toThrow(/SMTP_URL: erwartet smtp:\/\/ oder smtps:\/\//);
    expect(() => loadEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET, SMTP_URL: 'smtp://mail.example.de' })).toThrow(
      /PUBLIC_ORIGIN/,
    );
  });

  it('reads the referral cap, 3 weeks in 30 days by default', () => {
    expect(loadEnv({}).REFERRAL_WEEKS_PER_MONTH).toBe(3);
    expect(loadEnv({ REFERRAL_WEEKS_PER_MONTH: '0' }).REFERRAL_WEEKS_PER_MONTH).toBe(0);
    expect(() => loadEnv({ REFERRAL_WEEKS_PER_MONTH: '-1' })).toThrow(/REFERRAL_WEEKS_PER_MONTH/);
  });

  it('reads the media child settings, an empty MEDIA_PROCESSES meaning one child per CPU core', () => {
    expect(loadEnv({ MEDIA_PROCESSES: '' }).MEDIA_PROCESSES).toBeUndefined();
    expect(loadEnv({}).MEDIA_PROCESSES).toBeUndefined();
    expect(loadEnv({ MEDIA_PROCESSES: '3', MEDIA_RSS_MB: '1024' })).toMatchObject({ MEDIA_PROCESSES: 3, MEDIA_RSS_MB: 1024 });
    expect(loadEnv({})).toMatchObject({
      MEDIA_QUEUE_LENGTH: 16,
      MEDIA_TASK_TIMEOUT_SECONDS: 30,
      MEDIA_HEAP_MB: 256,
      MEDIA_RSS_MB: 768,
    });
    expect(() => loadEnv({ MEDIA_PROCESSES: '0' })).toThrow(/MEDIA_PROCESSES/);
    expect(() => loadEnv({ MEDIA_HEAP_MB: 'viel' })).toThrow(/MEDIA_HEAP_MB/);
  });
});
