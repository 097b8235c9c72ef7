import { describe, expect, it } from 'vitest';
import { lazily } from './lazily';

describe('lazily', () => {
  it('makes the value on the first call only, and never before it', () => {
    let made = 0;
    const value = lazily(() => ({ n: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a value that is undefined instead of making it again', () => {
    let made = 0;
    const value = lazily(() => {
      made++;
      return undefined;
    });
    value();
    value();
    expect(made).toBe(1);
  });
});
