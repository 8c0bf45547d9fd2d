import { describe, expect, it } from 'vitest';
import { addressKey } from './throttle';

describe('addressKey', () => {
  it('counts an IPv6 /64 as one client (sign-in, anonymous creates and uploads alike)', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:2::7')).not.toBe(addressKey('2001:db8:1:3::7'));
  });
  it('keeps IPv4 addresses apart and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(addressKey('192.0.2.1')).not.toBe(addressKey('192.0.2.2'));
    expect(addressKey('::ffff:192.0.2.1')).toBe(addressKey('192.0.2.1'));
  });
});
