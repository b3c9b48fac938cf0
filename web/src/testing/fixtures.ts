import { vi } from 'vitest';
import type { EventView } from '../../../shared/schemas/events';
import type { ParticipantView } from '../../../shared/schemas/participants';
import type { PhotoView } from '../../../shared/schemas/photos';

/** A valid EventView as the server would send it; override what a test is about. */
export function eventView(overrides: Partial<EventView> = {}): EventView {
  return {
    id: '01J0000000000000000000000',
    code: 'ABC123',
    title: 'Ana & Dan',
    description: null,
    eventType: 'wedding',
    maxParticipants: 50,
    maxPhotosPerUser: 10,
    durationMinutes: 480,
    status: 'waiting',
    eventState: 'not_started',
    participantCount: 0,
    photoCount: 0,
    createdAt: '2025-06-01T10:00:00.000Z',
    startedAt: null,
    endsAt: null,
    endedAt: null,
    galleryExpiresAt: '2025-06-06T10:00:00.000Z',
    galleryExpired: false,
    ...overrides,
  };
}

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const errorResponse = (status: number, code: string, message: string, fields?: Record<string, string>): Response =>
  jsonResponse(status, { error: { code, message, ...(fields ? { fields } : {}) } });

/** A valid ParticipantView as the server would send it. */
export function participantView(overrides: Partial<ParticipantView> = {}): ParticipantView {
  return {
    id: 'p-ana',
    name: 'Ana',
    isCreator: false,
    isActive: true,
    photosTaken: 0,
    joinedAt: '2025-06-01T10:05:00.000Z',
    ...overrides,
  };
}

/** What POST /api/events/{code}/join answers. */
export const sessionResponse = (
  event: Partial<EventView> = {},
  participant: Partial<ParticipantView> = {},
  token = 'participant-token',
) => ({ event: eventView(event), participant: participantView(participant), token });

type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * What POST /api/events/{code}/socket-ticket answers: a ticket naming the bearer token it was asked with
 * (`ticket-for-<token>`), so a test can tell whose socket opened.
 */
export function socketTicketResponse(init: RequestInit | undefined): Response {
  const token = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '') ?? 'none';
  return jsonResponse(200, { ticket: `ticket-for-${token}`, expiresAt: '2030-01-01T00:01:00.000Z' });
}

/**
 * A fetch stand-in that answers by "METHOD /path" (e.g. "GET /api/events/ABC123/me"); anything else is a
 * 599 so a test notices calls it did not expect. The mock records every call. Every screen that listens
 * live asks for a socket ticket first: that answer is built in (socketTicketResponse) unless a test gives one.
 */
export function fakeApi(routes: Record<string, Route>) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key] ?? (/^POST \/api\/events\/[^/]+\/socket-ticket$/.test(key) ? socketTicketResponse : undefined);
    return route ? route(init) : jsonResponse(599, { error: { code: 'UNEXPECTED', message: `unexpected ${key}` } });
  });
}

/** A valid PhotoView (gallery item) as the server would send it. */
export function photoView(overrides: Partial<PhotoView> = {}): PhotoView {
  const id = overrides.id ?? '01J00000000000000000000001';
  return {
    id,
    uploaderId: 'p-ana',
    uploaderName: 'Ana',
    uploadedAt: '2025-06-01T12:00:00.000Z',
    fileName: `candid-ABC123-${id.slice(-8).toLowerCase()}.jpg`,
    size: 120_000,
    width: 1080,
    height: 1248,
    thumbnailUrl: `https://photos.example/${id}/thumbnail.jpg`,
    url: `https://photos.example/${id}/polaroid.jpg`,
    downloadUrl: `https://photos.example/${id}/polaroid.jpg?download=1`,
    votes: {},
    ...overrides,
  };
}
