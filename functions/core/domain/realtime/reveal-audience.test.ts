import { describe, expect, it } from 'vitest';
import type { ChallengeRealtimeMessage } from '#shared/schemas/challenges.js';
import type { RealtimeMessage } from '#shared/schemas/realtime.js';
import { messagesFor, namesAPhoto } from './reveal-audience.js';

const frame: RealtimeMessage[] = [
  { type: 'photo-added', photoId: 'P1', uploaderId: 'ion' },
  { type: 'photo-removed', photoId: 'P2' },
  { type: 'photo-count', photoCount: 1 },
  { type: 'participant-kicked', participantId: 'x' },
];
const uploaders = new Map([['P2', 'ion']]);

describe('who hears a photo', () => {
  it('with reveal after the end, before the end: only its uploader (a wall or another guest only the rest)', () => {
    const hiding = { revealAfterEnd: true, status: 'active' };
    expect(messagesFor(frame, 'ion', hiding, uploaders)).toEqual(frame);
    expect(messagesFor(frame, 'mara', hiding, uploaders).map((m) => m.type)).toEqual(['photo-count', 'participant-kicked']);
    expect(messagesFor(frame, 'WALL#01J', hiding, uploaders).map((m) => m.type)).toEqual(['photo-count', 'participant-kicked']);
    // A removal whose uploader is unknown goes to nobody rather than to everybody.
    expect(messagesFor(frame, 'ion', hiding, new Map()).map((m) => m.type)).toEqual(['photo-added', 'photo-count', 'participant-kicked']);
  });

  it('without reveal, or once the event has ended: everyone', () => {
    expect(messagesFor(frame, 'mara', { revealAfterEnd: false, status: 'active' }, uploaders)).toEqual(frame);
    expect(messagesFor(frame, 'mara', { revealAfterEnd: true, status: 'completed' }, uploaders)).toEqual(frame);
    expect(messagesFor(frame, 'mara', undefined, uploaders)).toEqual(frame);
  });

  it('photo challenges (issue #33): a photo\'s prompt change is the uploader\'s alone while photos are hidden; the card\'s counts reach everyone', () => {
    const challengeFrame: ChallengeRealtimeMessage[] = [
      { type: 'photo-challenge', photoId: 'P1', uploaderId: 'ion', promptId: 'toast' },
      { type: 'challenges-updated' },
    ];
    const hiding = { revealAfterEnd: true, status: 'active' };
    expect(namesAPhoto(challengeFrame)).toBe(true);
    expect(namesAPhoto([{ type: 'challenges-updated' }])).toBe(false);
    expect(messagesFor(challengeFrame, 'ion', hiding, uploaders)).toEqual(challengeFrame);
    expect(messagesFor(challengeFrame, 'mara', hiding, uploaders)).toEqual([{ type: 'challenges-updated' }]);
    expect(messagesFor(challengeFrame, 'mara', { revealAfterEnd: false, status: 'active' }, uploaders)).toEqual(challengeFrame);
  });

  it('tells a frame naming a photo from one that does not', () => {
    expect(namesAPhoto(frame)).toBe(true);
    expect(namesAPhoto([{ type: 'photo-count', photoCount: 2 }])).toBe(false);
  });
});
