import { expect } from 'vitest';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import type { ConfirmPhotoResponse, PhotoSlotResponse } from '../../shared/schemas/photos.js';
import { fakeJpeg } from './jpeg.js';

/**
 * Handler-level flows for integration tests (call useEmulators() before loading handlers). Each flow
 * asserts its own success so a broken step fails where it breaks, not three steps later.
 */
export type Res = { statusCode?: number; body?: string };
export type Handler = (e: ReturnType<typeof apiEvent>) => Promise<Res>;

export const loadHandler = async (path: string): Promise<Handler> => ((await import(`../../functions/${path}`)) as { handler: Handler }).handler;

export const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** An API event about one event code, optionally with a token, extra path parameters, body or query. */
export const call = (
  code: string,
  token?: string,
  extra: Record<string, string> = {},
  more: { body?: unknown; query?: Record<string, string>; method?: string } = {},
) => apiEvent({ pathParameters: { code, ...extra }, headers: bearer(token), ...more });

export const ok = <T>(res: Res, status = 200): T => {
  expect(res.statusCode, res.body).toBe(status);
  return parseBody(res) as T;
};

export const SAMPLE_FILES = {
  polaroid: fakeJpeg(1080, 1080, 60_000),
  raw: fakeJpeg(4000, 3000, 300_000),
  thumbnail: fakeJpeg(480, 480, 20_000),
};

export interface Flows {
  createEvent(patch?: Record<string, unknown>): Promise<CreateEventResponse>;
  join(code: string, name: string, token?: string): Promise<SessionResponse>;
  /** `slot`: more fields of the slot request (e.g. the camera filter). */
  uploadPhoto(code: string, token: string, slot?: Record<string, unknown>): Promise<ConfirmPhotoResponse['photo']>;
}

export const flows = async (): Promise<Flows> => {
  const [create, join, slot, confirm] = await Promise.all(
    ['http/events/create.js', 'http/events/join.js', 'http/photos/request-slot.js', 'http/photos/confirm.js'].map(loadHandler),
  ) as [Handler, Handler, Handler, Handler];
  return {
    createEvent: async (patch = {}) => ok(await create(apiEvent({ method: 'POST', body: { title: 'Party', organizerName: 'Ana', ...patch } })), 201),
    join: async (code, name, token) => ok(await join(call(code, token, {}, { method: 'POST', body: { name } }))),
    uploadPhoto: async (code, token, extra = {}) => {
      const f = SAMPLE_FILES;
      const s = ok<PhotoSlotResponse>(
        await slot(call(code, token, {}, { method: 'POST', body: { files: { polaroid: { size: f.polaroid.length }, raw: { size: f.raw.length }, thumbnail: { size: f.thumbnail.length } }, ...extra } })),
        201,
      );
      for (const kind of ['polaroid', 'raw', 'thumbnail'] as const) {
        const res = await fetch(s.uploads[kind].url, { method: 'PUT', body: f[kind], headers: { 'content-type': 'image/jpeg' } });
        expect(res.status, `${kind} PUT`).toBe(200);
      }
      return ok<ConfirmPhotoResponse>(await confirm(call(code, token, { photoId: s.photoId }, { method: 'POST' }))).photo;
    },
  };
};
