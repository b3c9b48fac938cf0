import { describe, expect, it } from 'vitest';
import { configuredSiteUrl, isLocalOrPreviewHost, publicSiteOrigin, publicSiteUrl } from './publicSiteUrl';

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

describe('configuredSiteUrl: the address the serving stack wrote into the page', () => {
  const page = (content?: string) => ({
    querySelector: (selector: string) => (content !== undefined && selector === 'meta[name="candid-site-url"]' ? ({ content } as HTMLMetaElement) : null),
  }) as Pick<Document, 'querySelector'>;

  it('wins over the build-time setting, and a blank one is ignored', () => {
    expect(configuredSiteUrl(page('http://192.168.1.20:3000/'))).toBe('http://192.168.1.20:3000/');
    expect(configuredSiteUrl(page('  '))).toBe(import.meta.env.VITE_PUBLIC_SITE_URL);
    expect(configuredSiteUrl(page())).toBe(import.meta.env.VITE_PUBLIC_SITE_URL);
  });

  it('a desktop on localhost gets the LAN address for links; on the real domain the domain stays', () => {
    expect(publicSiteOrigin(at('http://localhost:3000'), 'http://192.168.1.20:3000/')).toBe('http://192.168.1.20:3000');
    expect(publicSiteOrigin(at('https://photos.example.com'), 'http://192.168.1.20:3000/')).toBe('https://photos.example.com');
  });
});
