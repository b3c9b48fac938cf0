import { describe, expect, it } from 'vitest';
import { API_REQUEST_FUNCTION, PHOTO_READ_FUNCTION, siteRequestFunction, wsToStage } from './edge-functions.js';

/** A CloudFront Functions viewer-request event (the fields our functions read). */
interface CfRequest {
  uri: string;
  headers: Record<string, { value: string }>;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
}
interface CfResponse {
  statusCode: number;
  headers: Record<string, { value: string }>;
}
type Handler = (event: { request: CfRequest; viewer: { ip: string } }) => CfRequest | CfResponse;

/** Evaluates the function source exactly as deployed. */
const load = (code: string): Handler => new Function(`${code}; return handler;`)() as Handler;
const request = (uri: string, host: string, querystring: CfRequest['querystring'] = {}): CfRequest => ({ uri, headers: { host: { value: host } }, querystring });
const run = (h: Handler, r: CfRequest, ip = '198.51.100.7') => h({ request: r, viewer: { ip } });

describe('site viewer-request function', () => {
  const withDomain = load(siteRequestFunction('photos.example.com'));

  it('redirects the CloudFront default domain to the custom domain, keeping path and query', () => {
    const res = run(withDomain, request('/e/ABC123', 'd111111abcdef8.cloudfront.net', { code: { value: 'ABC123' }, desktop: { value: '1' } })) as CfResponse;
    expect(res.statusCode).toBe(301);
    expect(res.headers.location?.value).toBe('https://photos.example.com/e/ABC123?code=ABC123&desktop=1');
  });

  it('keeps repeated keys, empty values and encoded text as they came', () => {
    const q = { tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b%20c' }] }, flag: { value: '' } };
    const res = run(withDomain, request('/', 'd111111abcdef8.cloudfront.net', q)) as CfResponse;
    expect(res.headers.location?.value).toBe('https://photos.example.com/?tag=a&tag=b%20c&flag');
    expect((run(withDomain, request('/pricing', 'D111111ABCDEF8.cloudfront.net')) as CfResponse).headers.location?.value).toBe('https://photos.example.com/pricing');
  });

  it('on the custom domain itself: the SPA fallback only', () => {
    expect(run(withDomain, request('/e/ABC123', 'photos.example.com'))).toMatchObject({ uri: '/index.html' });
    expect(run(withDomain, request('/assets/index-1.js', 'Photos.Example.com'))).toMatchObject({ uri: '/assets/index-1.js' });
  });

  it('without a custom domain nothing is redirected', () => {
    const plain = load(siteRequestFunction());
    expect(run(plain, request('/gallery', 'd111111abcdef8.cloudfront.net', { code: { value: 'X' } }))).toMatchObject({ uri: '/index.html' });
    expect(run(plain, request('/favicon.svg', 'd111111abcdef8.cloudfront.net'))).toMatchObject({ uri: '/favicon.svg' });
  });
});

describe('/api/* viewer-request function', () => {
  const api = load(API_REQUEST_FUNCTION);

  it('writes the viewer address from the edge over a forged one (and ignores a forged CloudFront-Viewer-Address)', () => {
    const r = request('/api/events/ABC123', 'photos.example.com');
    r.headers['x-candid-viewer-address'] = { value: '10.0.0.1:443' };
    expect((run(api, r, '203.0.113.9') as CfRequest).headers['x-candid-viewer-address']).toEqual({ value: '203.0.113.9:0' });
    expect((run(api, request('/api/x', 'h'), '2001:db8::1') as CfRequest).headers['x-candid-viewer-address']).toEqual({ value: '2001:db8::1:0' });
  });
});

describe('/ws viewer-request function', () => {
  it('rewrites /ws to the stage', () => {
    expect(run(load(wsToStage('live')), request('/ws', 'h'))).toMatchObject({ uri: '/live' });
  });
});

describe('/p/* viewer-request function', () => {
  it('strips /p and keeps the object path and the signed query as they came', () => {
    const q = { 'X-Amz-Signature': { value: 'abc' }, 'response-content-disposition': { value: 'attachment%3B%20filename%3D%22a.jpg%22' } };
    const out = run(load(PHOTO_READ_FUNCTION), request('/p/events/ABC123/01HPHOTO/thumbnail.jpg', 'photos.example.com', q)) as CfRequest;
    expect(out.uri).toBe('/events/ABC123/01HPHOTO/thumbnail.jpg');
    expect(out.querystring).toEqual(q);
  });
});
