import { describe, expect, it } from 'vitest';
import { clientAddressKey, subjectHash } from './client-subject';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts every IPv6 address of one /64 as one client, however it is written', () => {
    const key = clientAddressKey('2001:db8:0:1::1');
    expect(key).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('2001:0db8:0000:0001:abcd:ef01:2345:6789')).toBe(key);
    expect(clientAddressKey('2001:db8:0:1:ffff::9%eth0')).toBe(key);
    expect(clientAddressKey('2001:db8:0:2::1')).not.toBe(key);
  });

  it('handles the short forms of IPv6', () => {
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::')).toBe('fe80:0:0:0::/64');
  });
});

describe('subjectHash', () => {
  const salt = Buffer.alloc(32, 7);

  it('is a SHA-256 hex digest that does not contain the address', () => {
    const hash = subjectHash(salt, 'address', '203.0.113.7');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('203');
  });

  it('depends on the salt, the kind and the value', () => {
    const hash = subjectHash(salt, 'address', 'x');
    expect(subjectHash(Buffer.alloc(32, 8), 'address', 'x')).not.toBe(hash);
    expect(subjectHash(salt, 'account', 'x')).not.toBe(hash);
    expect(subjectHash(salt, 'address', 'y')).not.toBe(hash);
    expect(subjectHash(salt, 'address', 'x')).toBe(hash);
  });
});
