import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestEndpointRoutes as endpointRoutes } from '../../../shared/api/guest-endpoint-routes';
import { messages } from '../../../shared/messages';
import { eventView } from '../testing/fixtures';
import { ApiError } from './ApiError';
import { callApi } from './callApi';

const event = eventView();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('fills the path, sends JSON and the token, and returns the parsed response', async () => {
    const fetchMock = stubFetch(async () => json(200, event));
    const result = await callApi(endpointRoutes.getEvent, { params: { code: 'ABC123' }, token: 't0k' });
    expect(result).toEqual(event);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/events/ABC123');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toMatchObject({ authorization: 'Bearer t0k', accept: 'application/json' });
  });

  it("sends an order's access token in X-Order-Token, never in the URL", async () => {
    const fetchMock = stubFetch(async () => json(200, event));
    await callApi(endpointRoutes.getEvent, { params: { code: 'ABC123' }, orderToken: 'ord-secret' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/events/ABC123');
    expect(init?.headers).toMatchObject({ 'x-order-token': 'ord-secret' });
    expect(init?.headers).not.toHaveProperty('authorization');
  });

  it('serialises the body of a POST', async () => {
    const fetchMock = stubFetch(async () => json(201, { event, creatorToken: 'creator' }));
    const body = { title: 'Ana & Dan', organizerName: 'Ana' };
    const result = await callApi(endpointRoutes.createEvent, { body });
    expect(result.creatorToken).toBe('creator');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(body);
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('maps the standard error body to ApiError with status, code, message and fields', async () => {
    stubFetch(async () =>
      json(400, {
        error: { code: 'VALIDATION_FAILED', message: 'Some of the information sent is not valid.', fields: { title: messages.TITLE_REQUIRED } },
      }),
    );
    const error = await caught(callApi(endpointRoutes.createEvent, { body: { title: '', organizerName: 'Ana' } }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Some of the information sent is not valid.');
    expect(error.fields).toEqual({ title: messages.TITLE_REQUIRED });
  });

  it('keeps the server code and message of a domain error', async () => {
    stubFetch(async () => json(404, { error: { code: 'EVENT_NOT_FOUND', message: messages.EVENT_NOT_FOUND } }));
    const error = await caught(callApi(endpointRoutes.getEvent, { params: { code: 'ZZZ999' } }));
    expect(error).toMatchObject({ status: 404, code: 'EVENT_NOT_FOUND', message: messages.EVENT_NOT_FOUND, fields: {} });
  });

  it('falls back to a code and catalogue message from the status when the body is not the standard one', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await caught(callApi(endpointRoutes.getEvent, { params: { code: 'ABC123' } }));
    expect(error).toMatchObject({ status: 502, code: 'INTERNAL', message: messages.INTERNAL });

    stubFetch(async () => new Response('', { status: 429 }));
    const limited = await caught(callApi(endpointRoutes.getEvent, { params: { code: 'ABC123' } }));
    expect(limited).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: messages.RATE_LIMITED });
  });

  it('reports a network failure as NETWORK with the catalogue message', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await caught(callApi(endpointRoutes.getEvent, { params: { code: 'ABC123' } }));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', message: messages.NETWORK });
  });

  it('answers a success body as the server shaped it (the server validates every response before sending)', async () => {
    stubFetch(async () => json(200, event));
    expect(await callApi(endpointRoutes.getEvent, { params: { code: 'ABC123' } })).toEqual(event);
  });

  it('treats an unreadable success body as a server fault', async () => {
    stubFetch(async () => new Response('<html>proxy error</html>', { status: 200 }));
    const error = await caught(callApi(endpointRoutes.getEvent, { params: { code: 'ABC123' } }));
    expect(error).toMatchObject({ status: 200, code: 'INTERNAL', message: messages.INTERNAL });
  });

  it('lets an abort through as the abort, not as a network error', async () => {
    const controller = new AbortController();
    stubFetch(async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await callApi(endpointRoutes.getEvent, { params: { code: 'ABC123' } }, controller.signal).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
