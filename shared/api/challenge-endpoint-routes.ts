import type { AuthKind, HttpMethod } from './endpoint.js';

/**
 * Photo challenges (issue #33): the event's prompts and progress, the organizer's list, a photo's prompt and
 * the photos of one prompt. Apart from the guest routes: only lazily loaded screens call them.
 */
export const challengeEndpointRoutes = {
  getChallenges: { id: 'getChallenges', method: 'GET', path: '/api/events/{code}/challenges', auth: 'participant' },
  setChallenges: { id: 'setChallenges', method: 'PUT', path: '/api/events/{code}/challenges', auth: 'creator' },
  listChallengePhotos: { id: 'listChallengePhotos', method: 'GET', path: '/api/events/{code}/challenges/{promptId}/photos', auth: 'participant' },
  setPhotoChallenge: { id: 'setPhotoChallenge', method: 'PUT', path: '/api/events/{code}/photos/{photoId}/challenge', auth: 'participant' },
} as const satisfies Record<string, { id: string; method: HttpMethod; path: `/api/${string}`; auth: AuthKind }>;
