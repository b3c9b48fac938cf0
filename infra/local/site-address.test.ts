import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanAddress, publicSiteUrl } from './site-address.js';

const nic = (address: string, internal = false, family: 'IPv4' | 'IPv6' = 'IPv4'): NetworkInterfaceInfo =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;

describe('the local stack\'s public address', () => {
  const machine = { lo: [nic('127.0.0.1', true)], docker0: [nic('203.0.113.5')], wlan0: [nic('fe80::1', false, 'IPv6'), nic('192.168.1.20')] };

  it('is the LAN address when listening on all interfaces (a private IPv4 first)', () => {
    expect(lanAddress(machine)).toBe('192.168.1.20');
    expect(publicSiteUrl(3000, true, machine)).toBe('http://192.168.1.20:3000');
  });

  it('is localhost on loopback, or when the machine has no network', () => {
    expect(publicSiteUrl(3000, false, machine)).toBe('http://localhost:3000');
    expect(publicSiteUrl(3000, true, { lo: [nic('127.0.0.1', true)] })).toBe('http://localhost:3000');
  });
});
