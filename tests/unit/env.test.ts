import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '@/server/env';

describe('parseEnv', () => {
  it('applies the documented defaults to an empty environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('derives SITE_URL from PORT and strips a trailing slash from an explicit one', () => {
    expect(parseEnv({ PORT: '4100' }).SITE_URL).toBe('http://localhost:4100');
    expect(parseEnv({ SITE_URL: 'https://example.com/' }).SITE_URL).toBe('https://example.com');
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('names every invalid variable in one message', () => {
    expect(() => parseEnv({ PORT: 'eighty', SITE_URL: 'not a url', DATABASE_URL: 'mysql://x' })).toThrow(EnvError);
    try {
      parseEnv({ PORT: 'eighty', SITE_URL: 'ftp://x', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('SITE_URL');
      expect(message).toContain('DATABASE_URL');
    }
  });

  it('rejects a short admin password and an admin e-mail without a password', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => parseEnv({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('accepts postgres URLs and smtp URLs', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', SMTP_URL: 'smtp://mail.local:25' });
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(env.SMTP_URL).toBe('smtp://mail.local:25');
  });

  it('reads TRUST_PROXY as a number of proxy hops: unset, 0-9, true or false', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: ' 9 ' }).TRUST_PROXY).toBe(9);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: 'FALSE' }).TRUST_PROXY).toBe(0);
  });

  it.each(['10', '-1', 'yes', '1.5', 'loopback'])('stops on TRUST_PROXY=%s with a message naming it', (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(EnvError);
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a number of proxies from 0 to 9, or true\/false/);
  });
});
