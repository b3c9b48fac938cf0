import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctionsGateway } from '../support/functions-gateway.js';
import { signGeoToken, verifyGeoToken, GEO_TOKEN_LIFETIME_SECONDS } from '../../functions/core/auth/geo-token.js';
import { verifyToken } from '../../functions/core/auth/tokens.js';
import { DomainError } from '../../functions/core/errors.js';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import type { Gateway } from '../../infra/local/gateway.js';
import { localViewerCountry } from '../../infra/local/stack.js';
import type { GeoResponse } from '../../shared/api/endpoints/geo.js';
import { loadHandler, type Handler } from '../support/flows.js';
import { requestFrom } from '../support/loopback-http.js';
import { useEmulators } from '../support/use-emulators.js';

useEmulators();
process.env.LOG_LEVEL = 'SILENT';
const ORIGIN_SECRET = 'test-origin-secret-geo-0123456789abcdef';
process.env.ORIGIN_SECRET = ORIGIN_SECRET;

const gatewayFor = (viewerCountry: string | undefined): Promise<Gateway> =>
  startFunctionsGateway({
    originSecret: ORIGIN_SECRET,
    ...(viewerCountry ? { viewerCountry } : {}),
  });

let ro: Gateway;
let de: Gateway;
let unknown: Gateway;
let handler: Handler;
beforeAll(async () => {
  [ro, de, unknown, handler] = await Promise.all([
    gatewayFor(localViewerCountry(undefined)), // what `npm start` reports without CANDID_COUNTRY
    gatewayFor(localViewerCountry('de')),
    gatewayFor(undefined),
    loadHandler('http/geo/get.js'),
  ]);
});
afterAll(async () => {
  await Promise.all([ro?.stop(), de?.stop(), unknown?.stop()]);
});

const geo = async (g: Gateway, headers: Record<string, string> = {}): Promise<{ status: number; cache: unknown; body: GeoResponse }> => {
  const res = await requestFrom('127.0.0.1', `${g.url}/api/geo`, { headers });
  return { status: res.status, cache: res.headers['cache-control'], body: JSON.parse(res.body) as GeoResponse };
};

const refusal = (p: Promise<unknown>): Promise<number | undefined> =>
  p.then(
    () => undefined,
    (e: unknown) => (e instanceof DomainError ? e.status : -1),
  );

describe('GET /api/geo', () => {
  it('defaults to RO / RON locally (CANDID_COUNTRY unset), cacheable by the browser for the hour', async () => {
    const { status, cache, body } = await geo(ro);
    expect(status).toBe(200);
    expect(body).toMatchObject({ country: 'RO', currency: 'RON', detected: true, fallback: false });
    expect(cache).toBe('private, max-age=3600');
    expect(await verifyGeoToken(body.geoToken)).toBe('RO');
  });

  it('answers the reported country, and its token verifies to that country', async () => {
    const { body } = await geo(de);
    expect(body).toMatchObject({ country: 'DE', currency: 'EUR', detected: true, fallback: false });
    expect(await verifyGeoToken(body.geoToken)).toBe('DE');
  });

  it('ignores a CloudFront-Viewer-Country the client sends', async () => {
    expect((await geo(de, { 'CloudFront-Viewer-Country': 'RO' })).body.country).toBe('DE');
    const { body } = await geo(unknown, { 'cloudfront-viewer-country': 'CH' });
    expect(body).toMatchObject({ country: 'RO', currency: 'RON', detected: false, fallback: true });
  });

  it('falls back to RO / RON when no country is known, or CloudFront says unknown (XX)', async () => {
    expect((await geo(unknown)).body).toMatchObject({ country: 'RO', currency: 'RON', detected: false, fallback: true });
    const xx = await gatewayFor('XX');
    try {
      expect((await geo(xx)).body).toMatchObject({ country: 'RO', detected: false, fallback: true });
    } finally {
      await xx.stop();
    }
  });

  it('a direct call to the API (no origin secret) cannot choose its country', async () => {
    const direct = await handler(apiEvent({ method: 'GET', headers: { 'cloudfront-viewer-country': 'BG' } }));
    expect(parseBody(direct) as GeoResponse).toMatchObject({ country: 'RO', detected: false, fallback: true });
    const edge = await handler(apiEvent({ method: 'GET', headers: { 'cloudfront-viewer-country': 'BG', 'x-candid-origin-verify': ORIGIN_SECRET } }));
    expect(parseBody(edge) as GeoResponse).toMatchObject({ country: 'BG', currency: 'RON', detected: true });
  });

  it('refuses a tampered or expired geo token, and a geo token is no credential', async () => {
    const { body } = await geo(de);
    const [h, p, s] = body.geoToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const cheaper = `${h}.${Buffer.from(JSON.stringify({ ...claims, country: 'RO' })).toString('base64url')}.${s}`;
    expect(await refusal(verifyGeoToken(cheaper))).toBe(401);
    const issued = new Date(Date.now() - (GEO_TOKEN_LIFETIME_SECONDS + 1) * 1000);
    expect(await refusal(verifyGeoToken(await signGeoToken('DE', issued)))).toBe(401);
    expect(await refusal(verifyToken(body.geoToken))).toBe(401);
  });

  it('a malformed CANDID_COUNTRY stops the local stack from starting', () => {
    expect(() => localViewerCountry('Germany')).toThrow(/CANDID_COUNTRY/);
  });
});
