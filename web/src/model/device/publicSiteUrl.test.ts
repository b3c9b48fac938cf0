import { describe, expect, it } from 'vitest';
import { isLocalOrPreviewHost, publicSiteUrl } from './publicSiteUrl';

const at = (origin: string) => ({ origin, hostname: new URL(origin).hostname });

describe('publicSiteUrl (spec "Desktop notice")', () => {
  it('uses the configured public address on local and preview hosts', () => {
    expect(publicSiteUrl(at('http://localhost:5173'), 'https://candid.example')).toBe('https://candid.example/');
    expect(publicSiteUrl(at('http://127.0.0.1:8080'), 'https://candid.example/')).toBe('https://candid.example/');
    expect(publicSiteUrl(at('https://d111111abcdef8.cloudfront.net'), 'https://candid.example')).toBe('https://candid.example/');
  });

  it('keeps the current address elsewhere, or when nothing is configured', () => {
    expect(publicSiteUrl(at('https://staging.candid.example'), 'https://candid.example')).toBe('https://staging.candid.example/');
    expect(publicSiteUrl(at('http://localhost:5173'), undefined)).toBe('http://localhost:5173/');
    expect(publicSiteUrl(at('http://localhost:5173'), '  ')).toBe('http://localhost:5173/');
  });

  it('does not treat LAN addresses as local: a phone on the same network can open them', () => {
    expect(isLocalOrPreviewHost('192.168.1.20')).toBe(false);
    expect(isLocalOrPreviewHost('localhost')).toBe(true);
  });
});
