import type { AuthKind, HttpMethod } from './endpoint.js';

/**
 * Where each guest-flow endpoint lives and who may call it — the part of the contracts that needs no schema
 * library, so the web's guest entry can call the API without loading zod (the server validates every request
 * and every response against the schemas in endpoints.ts). The guests' screens import this file alone:
 * commerce, staff and organizer routes (their own files) never reach the guest entry.
 */
export const guestEndpointRoutes = {
  createEvent: { id: 'createEvent', method: 'POST', path: '/api/events', auth: 'public' },
  getEvent: { id: 'getEvent', method: 'GET', path: '/api/events/{code}', auth: 'public' },
  joinEvent: { id: 'joinEvent', method: 'POST', path: '/api/events/{code}/join', auth: 'joining' },
  getMe: { id: 'getMe', method: 'GET', path: '/api/events/{code}/me', auth: 'participant' },
  startEvent: { id: 'startEvent', method: 'POST', path: '/api/events/{code}/start', auth: 'creator' },
  endEvent: { id: 'endEvent', method: 'POST', path: '/api/events/{code}/end', auth: 'creator' },
  listParticipants: { id: 'listParticipants', method: 'GET', path: '/api/events/{code}/participants', auth: 'creator' },
  kickParticipant: { id: 'kickParticipant', method: 'POST', path: '/api/events/{code}/participants/{participantId}/kick', auth: 'creator' },
  requestPhotoSlot: { id: 'requestPhotoSlot', method: 'POST', path: '/api/events/{code}/photos', auth: 'participant' },
  confirmPhoto: { id: 'confirmPhoto', method: 'POST', path: '/api/events/{code}/photos/{photoId}/confirm', auth: 'participant' },
  releasePhotoSlot: { id: 'releasePhotoSlot', method: 'DELETE', path: '/api/events/{code}/photos/slots/{photoId}', auth: 'participant' },
  listPhotos: { id: 'listPhotos', method: 'GET', path: '/api/events/{code}/photos', auth: 'participant' },
  nextBallot: { id: 'nextBallot', method: 'POST', path: '/api/events/{code}/ballot', auth: 'participant' },
  castVote: { id: 'castVote', method: 'POST', path: '/api/events/{code}/votes', auth: 'participant' },
  listMyVotes: { id: 'listMyVotes', method: 'GET', path: '/api/events/{code}/votes/mine', auth: 'participant' },
  getAwards: { id: 'getAwards', method: 'GET', path: '/api/events/{code}/awards', auth: 'participant' },
  issueSocketTicket: { id: 'issueSocketTicket', method: 'POST', path: '/api/events/{code}/socket-ticket', auth: 'participant' },
  getOpenApi: { id: 'getOpenApi', method: 'GET', path: '/api/openapi.json', auth: 'public' },
} as const satisfies Record<string, { id: string; method: HttpMethod; path: `/api/${string}`; auth: AuthKind }>;

