import type { EventView } from '../../../shared/schemas/events';

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
    ...overrides,
  };
}

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const errorResponse = (status: number, code: string, message: string, fields?: Record<string, string>): Response =>
  jsonResponse(status, { error: { code, message, ...(fields ? { fields } : {}) } });
