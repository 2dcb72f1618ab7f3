import { describe, expect, it } from 'vitest';
import { addressKey } from '@/server/auth/client-address';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys IPv6 clients by their /64, however the address is written', () => {
    const key = addressKey('2001:db8:abcd:12::1');
    expect(key).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('2001:0DB8:ABCD:0012:ffff:eeee:dddd:cccc')).toBe(key);
    expect(addressKey('2001:db8:abcd:12:1::9')).toBe(key);
    expect(addressKey('2001:db8:abcd:13::1')).not.toBe(key);
  });

  it('expands :: inside the first four groups, also before a dotted quad', () => {
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
  });
});
