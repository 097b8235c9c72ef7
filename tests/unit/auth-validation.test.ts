import { describe, expect, it } from 'vitest';
import { ZRegisterInput } from '@kochclip/routers/server';
import { ZUsername } from '@kochclip/core/validators';
import { isPossibleUsername, validateLogin, validateRegister } from '@kochclip/web/features/auth/auth-validation';

const valid = { firstName: '', lastName: '', username: 'kochfan', email: 'kochfan@example.de', password: 'Spaetzle2026' };

describe('the web forms check the server’s own account rules', () => {
  it('accepts what the server accepts', () => {
    expect(validateRegister(valid)).toEqual({});
    expect(ZRegisterInput.safeParse({ ...valid, firstName: null, lastName: null }).success).toBe(true);
  });

  it.each([
    ['username', '', 'Benutzername ist erforderlich'],
    ['username', 'ab', 'Mindestens 3 Zeichen'],
    ['username', 'koch fan', 'Nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich'],
    ['email', '', 'E-Mail ist erforderlich'],
    ['email', 'kochfan@', 'Ungültige E-Mail-Adresse'],
    ['password', '', 'Passwort ist erforderlich'],
    ['password', '12345', 'Mindestens 6 Zeichen'],
    ['firstName', 'x'.repeat(51), 'Höchstens 50 Zeichen'],
  ] as const)('refuses %s %j with the server’s message „%s“', (field, value, message) => {
    expect(validateRegister({ ...valid, [field]: value })[field]).toBe(message);
    const server = ZRegisterInput.safeParse({ ...valid, [field]: value });
    expect(server.success).toBe(false);
    expect(server.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it('refuses a username that is one of the app’s paths, as the server does', () => {
    expect(validateRegister({ ...valid, username: 'Community' }).username).toBeDefined();
  });

  it('asks for both login fields', () => {
    expect(validateLogin({ username: ' ', password: '' })).toEqual({
      username: 'Benutzername ist erforderlich',
      password: 'Passwort ist erforderlich',
    });
  });

  it('tells a possible username from another path segment', () => {
    expect(isPossibleUsername('anna')).toBe(true);
    expect(isPossibleUsername('a b')).toBe(false);
    expect(isPossibleUsername('ab')).toBe(false);
  });

  it('tells usernames without zod exactly as the account schema does', () => {
    // The profile route asks without loading zod (@kochclip/core's username shape); the schema states the same rules.
    const samples = [
      'anna',
      'Anna.Koch_1',
      'ab',
      'abc',
      'a'.repeat(30),
      'a'.repeat(31),
      ' anna',
      'anna ',
      'an na',
      'anna!',
      'änna',
      'a-b',
      '...',
      '',
      'recipes',
      '0815',
      'anna/koch',
      'anna%20',
      'ANNA',
    ];
    for (let i = 0; i < 500; i += 1) {
      const length = 1 + ((i * 7) % 34);
      samples.push(Array.from({ length }, (_, j) => 'aZ9_.- ä/'[(i * 31 + j * 17) % 10] ?? 'a').join(''));
    }
    for (const value of samples) {
      expect(isPossibleUsername(value), JSON.stringify(value)).toBe(ZUsername.safeParse(value).success && value === value.trim());
    }
  });
});
