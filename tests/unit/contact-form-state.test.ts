import { describe, expect, it } from 'vitest';
import { clientIp, readContactForm } from '@/lib/contact-form-state';

describe('readContactForm', () => {
  it('reads the four fields and the honeypot, defaulting missing ones to empty text', () => {
    const data = new FormData();
    data.set('name', 'Ada');
    data.set('email', 'ada@example.com');
    data.set('message', 'We need a cloud audit');
    expect(readContactForm(data)).toEqual({ name: 'Ada', email: 'ada@example.com', company: '', message: 'We need a cloud audit', website: '' });
  });
  it('ignores a file posted in place of text', () => {
    const data = new FormData();
    data.set('name', new Blob(['x']));
    expect(readContactForm(data).name).toBe('');
  });
});

describe('clientIp', () => {
  it('takes the first address of X-Forwarded-For', () => {
    expect(clientIp('203.0.113.7, 10.0.0.1', '10.0.0.2')).toBe('203.0.113.7');
  });
  it('falls back to X-Real-IP, then to null', () => {
    expect(clientIp(null, ' 198.51.100.4 ')).toBe('198.51.100.4');
    expect(clientIp('', null)).toBeNull();
  });
});
