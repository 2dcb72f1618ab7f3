import { describe, expect, it } from 'vitest';
import { readContactForm } from '@/lib/contact-form-state';

describe('readContactForm', () => {
  it('reads the four fields, the optional ones, the consent box, the honeypot and what travels beside them, defaulting missing ones', () => {
    const data = new FormData();
    data.set('name', 'Ada');
    data.set('email', 'ada@example.com');
    data.set('message', 'We need a cloud audit');
    data.set('service', 'ai');
    data.set('marketingConsent', 'on');
    data.set('fillMs', '4200');
    expect(readContactForm(data)).toEqual({
      name: 'Ada', email: 'ada@example.com', company: '', message: 'We need a cloud audit',
      phone: '', service: 'ai', industry: '', website: '', marketingConsent: true, attribution: '', fillMs: '4200',
    });
    data.delete('marketingConsent');
    expect(readContactForm(data).marketingConsent).toBe(false);
  });
  it('ignores a file posted in place of text', () => {
    const data = new FormData();
    data.set('name', new Blob(['x']));
    expect(readContactForm(data).name).toBe('');
  });
});
