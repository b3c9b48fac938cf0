import { describe, expect, it } from 'vitest';
import { challengeMessagesOf } from './challengeFrames';

describe('challengeMessagesOf (the challenge messages the shared socket parser drops)', () => {
  it('keeps challenges-updated and well-formed photo-challenge messages of a frame, nothing else', () => {
    const frame = JSON.stringify({
      messages: [
        { type: 'photo-added', photoId: 'P1', uploaderId: 'u1' },
        { type: 'challenges-updated' },
        { type: 'photo-challenge', photoId: 'P1', uploaderId: 'u1', promptId: 'toast' },
        { type: 'photo-challenge', photoId: 'P2', uploaderId: 'u2', promptId: null },
        { type: 'photo-challenge', photoId: 'P3', uploaderId: 'u3' },
        { type: 'photo-challenge', photoId: 7, uploaderId: 'u3', promptId: 'x' },
      ],
    });
    expect(challengeMessagesOf(frame)).toEqual([
      { type: 'challenges-updated' },
      { type: 'photo-challenge', photoId: 'P1', uploaderId: 'u1', promptId: 'toast' },
      { type: 'photo-challenge', photoId: 'P2', uploaderId: 'u2', promptId: null },
    ]);
  });

  it('reads nothing from a heartbeat answer, garbage or a frame without messages', () => {
    for (const data of ['pong', '{', JSON.stringify({ type: 'challenges-updated' }), JSON.stringify({ messages: 'x' }), new ArrayBuffer(2), null]) {
      expect(challengeMessagesOf(data)).toEqual([]);
    }
  });
});
