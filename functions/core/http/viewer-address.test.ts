import { afterEach, describe, expect, it } from 'vitest';
import { apiEvent } from './api-event.fixture.js';
import { ORIGIN_VERIFY_HEADER, rateClient, VIEWER_ADDRESS_HEADER, viewerAddress } from './client-key.js';
import { addressKey, parseViewerAddress } from './viewer-address.js';

describe('parseViewerAddress (CloudFront-Viewer-Address: <ip>:<port>)', () => {
  it('takes the IPv4 address of ip:port', () => {
    expect(parseViewerAddress('198.51.100.10:46532')).toBe('198.51.100.10');
  });

  it('keys IPv6 by its /64, with or without brackets and in any spelling', () => {
    expect(parseViewerAddress('2001:db8:85a3:0:0:8a2e:370:7334:46532')).toBe('2001:db8:85a3:0::/64');
    expect(parseViewerAddress('[2001:0DB8:85a3::1]:443')).toBe('2001:db8:85a3:0::/64');
    expect(parseViewerAddress('2001:db8:85a3:0:ffff::9:443')).toBe(parseViewerAddress('2001:db8:85a3::1:80'));
    expect(parseViewerAddress('::ffff:198.51.100.7:443')).toBe('198.51.100.7');
  });

  it('refuses anything that is not an address with a port', () => {
    for (const bad of [undefined, '', '198.51.100.10', '198.51.100.10:', '198.51.100.10:port', '999.1.1.1:443', 'evil.example:443', `${'9'.repeat(2048)}:443`, '1.2.3.4:443:443', 'RATE#x:1', '::1:1234567']) {
      expect(parseViewerAddress(bad), String(bad).slice(0, 40)).toBeUndefined();
    }
  });

  it('addressKey keeps IPv4, strips the IPv4-mapped prefix and refuses non-addresses', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('not an ip')).toBeUndefined();
  });
});

describe('viewerAddress / rateClient', () => {
  const secret = 'origin-secret-for-this-test';
  const original = process.env.ORIGIN_SECRET;
  afterEach(() => {
    if (original === undefined) delete process.env.ORIGIN_SECRET;
    else process.env.ORIGIN_SECRET = original;
  });
  const request = (headers: Record<string, string>, sourceIp = '130.176.0.1') => {
    const e = apiEvent({ headers });
    e.requestContext.http.sourceIp = sourceIp;
    return e;
  };

  it('trusts the viewer address only with the secret origin header', () => {
    process.env.ORIGIN_SECRET = secret;
    expect(viewerAddress(request({ [VIEWER_ADDRESS_HEADER]: '192.0.2.9:443', [ORIGIN_VERIFY_HEADER]: secret }))).toBe('192.0.2.9');
    expect(viewerAddress(request({ [VIEWER_ADDRESS_HEADER]: '192.0.2.9:443' }))).toBe('130.176.0.1');
    expect(viewerAddress(request({ [VIEWER_ADDRESS_HEADER]: '192.0.2.9:443', [ORIGIN_VERIFY_HEADER]: `${secret}x` }))).toBe('130.176.0.1');
    // With the secret but a malformed value: the source, never the value.
    expect(viewerAddress(request({ [VIEWER_ADDRESS_HEADER]: 'x'.repeat(2048), [ORIGIN_VERIFY_HEADER]: secret }))).toBe('130.176.0.1');
  });

  it('never trusts the header when no secret is configured', () => {
    delete process.env.ORIGIN_SECRET;
    expect(viewerAddress(request({ [VIEWER_ADDRESS_HEADER]: '192.0.2.9:443', [ORIGIN_VERIFY_HEADER]: '' }))).toBe('130.176.0.1');
  });

  it('names the device only when its id is well formed', () => {
    expect(rateClient(request({ 'x-candid-device': 'abcdefghijklmnop-123' }))).toEqual({ device: 'abcdefghijklmnop-123', address: '130.176.0.1' });
    expect(rateClient(request({ 'x-candid-device': 'short' }))).toEqual({ address: '130.176.0.1' });
    expect(rateClient(request({ 'x-candid-device': 'd'.repeat(2048) }))).toEqual({ address: '130.176.0.1' });
  });
});
