import { describe, expect, it } from 'vitest';
import { getsAppShellOffline } from './navigation-fallback';

describe('offline navigation fallback', () => {
  it.each(['/', '/gallery?event=ABC123', '/event-admin?event=ABC123', '/?code=ABC123', '/admin/dashboard', '/apiary', '/wsx', '/photos', '/pricing'])(
    'serves the app shell for the SPA route %s',
    (path) => expect(getsAppShellOffline(path)).toBe(true),
  );

  it.each([
    '/api/events/ABC123',
    '/api',
    '/api?x=1',
    '/ws',
    '/ws?event=ABC123&ticket=t',
    '/sw.js',
    '/manifest.webmanifest',
    '/favicon.svg',
    '/assets/index-abc123.js?v=1',
    '/photos/p1?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=k&X-Amz-Signature=s',
    '/gallery?event=ABC123&x-amz-signature=s',
    // Photo reads on the site's origin, whatever their path and query look like.
    '/p/events/ABC123/01HPHOTO/polaroid',
    '/p/candid-photos-local/events/ABC123/01HPHOTO/polaroid.jpg?X-Amz-Signature=s',
    '/p/x',
  ])('never serves the app shell for %s', (path) => expect(getsAppShellOffline(path)).toBe(false));
});
