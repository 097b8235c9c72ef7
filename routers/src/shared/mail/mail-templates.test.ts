import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATE_DATA, renderMail } from './mail-templates';

describe('mail templates', () => {
  it('writes every template in German as text and HTML, with links to the configured origin', () => {
    const samples: Record<string, unknown> = {
      'verify-email': { username: 'anna', token: 'abc123', change: false },
      'password-reset': { username: 'anna', token: 'abc123' },
      'email-change-notice': { username: 'anna', newEmail: 'neu@example.de' },
      'premium-confirmed': { username: 'anna' },
      'premium-renewal-failed': { username: 'anna' },
      'premium-ended': { username: 'anna' },
      'referral-reward': { username: 'anna', weeks: 1 },
      'data-export-ready': { username: 'anna', path: '/api/user/export/download?id=1&expires=2&signature=abc', validHours: 24 },
    };
    expect(Object.keys(samples).sort()).toEqual(Object.keys(MAIL_TEMPLATE_DATA).sort());
    for (const [template, data] of Object.entries(samples)) {
      const mail = renderMail(template, data, 'https://kochclip.de/');
      expect(mail.text, template).toContain('Hallo anna,');
      expect(mail.text, template).toContain('Dein Kochclip-Team');
      expect(mail.html, template).toContain('<html lang="de">');
      expect(mail.text, template).toMatch(/https:\/\/kochclip\.de\/[a-z]/);
      expect(mail.text, template).not.toContain('kochclip.de//');
    }
  });

  it('escapes values in the HTML part and the link', () => {
    const mail = renderMail('password-reset', { username: '<b>anna</b> & "co"', token: 'a&b<c' }, 'https://kochclip.de');
    expect(mail.html).toContain('Hallo &lt;b&gt;anna&lt;/b&gt; &amp; &quot;co&quot;,');
    expect(mail.html).not.toContain('<b>anna</b>');
    expect(mail.text).toContain('token=a%26b%3Cc');
    expect(mail.html).toContain('href="https://kochclip.de/passwort-zuruecksetzen?token=a%26b%3Cc"');
  });

  it('refuses an unknown template or data that does not fit it', () => {
    expect(() => renderMail('werbung', {}, 'https://kochclip.de')).toThrow('Unbekannte E-Mail-Vorlage: werbung');
    expect(() => renderMail('password-reset', { username: 'anna' }, 'https://kochclip.de')).toThrow();
  });
});
