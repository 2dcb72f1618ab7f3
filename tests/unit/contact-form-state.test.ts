import { describe, expect, it } from 'vitest';
import { readContactForm } from '@/lib/contact-form-state';

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
