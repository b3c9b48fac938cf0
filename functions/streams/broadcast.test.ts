import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sent: { code: string; frame: unknown }[] = [];
const uploadersSent: (ReadonlyMap<string, string> | undefined)[] = [];
const signedOut: { code: string; epoch: number }[] = [];
vi.mock('../core/realtime/notify.js', () => ({
  sendToEvent: async (code: string, frame: unknown, uploaders?: ReadonlyMap<string, string>) => {
    sent.push({ code, frame });
    uploadersSent.push(uploaders);
  },
  closeSignedOutCreators: async (code: string, epoch: number) => {
    signedOut.push({ code, epoch });
  },
}));
const { handler } = await import('./broadcast.js');

const event = (over: Record<string, unknown> = {}) => ({
  PK: 'EVENT#AB12CD', SK: 'META', entity: 'event', id: '01J', code: 'AB12CD', title: 'T', eventType: 'wedding', maxParticipants: 50,
  maxPhotosPerUser: 10, durationMinutes: 480, organizerName: 'Ana', status: 'waiting', eventState: 'not_started', participantCount: 0,
  photoCount: 0, createdAt: '2026-01-01T00:00:00.000Z', galleryExpiresAt: '2026-01-06T00:00:00.000Z', ...over,
});
const record = (oldImage: Record<string, unknown> | undefined, newImage: Record<string, unknown> | undefined) => ({
  dynamodb: {
    ...(oldImage ? { OldImage: marshall(oldImage, { removeUndefinedValues: true }) } : {}),
    ...(newImage ? { NewImage: marshall(newImage, { removeUndefinedValues: true }) } : {}),
  },
});
const run = (records: ReturnType<typeof record>[]) => handler({ Records: records } as unknown as DynamoDBStreamEvent);

beforeEach(() => {
  sent.length = 0;
  uploadersSent.length = 0;
  signedOut.length = 0;
});

describe('broadcaster', () => {
  it('pushes lifecycle changes, kicks and new photos, batched into one frame per event', async () => {
    await run([
      record(event(), event({ status: 'active', eventState: 'countdown' })),
      record(undefined, { entity: 'photo', eventCode: 'AB12CD', id: 'P1', uploaderId: 'u1' }),
      record({ entity: 'participant', eventCode: 'AB12CD', id: 'u2', isActive: true }, { entity: 'participant', eventCode: 'AB12CD', id: 'u2', isActive: false }),
      record(undefined, { entity: 'photo', eventCode: 'ZZ99ZZ', id: 'P2', uploaderId: 'u9' }),
    ]);
    expect(sent).toHaveLength(2);
    const ab = sent.find((s) => s.code === 'AB12CD')?.frame as { messages: { type: string }[] };
    expect(ab.messages.map((m) => m.type)).toEqual(['event-updated', 'photo-added', 'participant-kicked']);
    expect(sent.find((s) => s.code === 'ZZ99ZZ')).toBeDefined();
  });

  it('photo challenges (issue #33): a list or count change on the event is challenges-updated; a photo\'s prompt change is photo-challenge', async () => {
    const photo = { entity: 'photo', eventCode: 'AB12CD', id: 'P1', uploaderId: 'u1' };
    await run([
      record(event({ status: 'active' }), event({ status: 'active', challengesVersion: 1, challengePrompts: [{ id: 'toast' }] })),
      record(event({ status: 'active', cc_toast: 1 }), event({ status: 'active', cc_toast: 2 })),
      record(photo, { ...photo, promptId: 'toast' }),
      record({ ...photo, promptId: 'toast' }, photo),
      // Unrelated changes say nothing: a join's counter, a vote on a photo with the same prompt.
      record(event({ status: 'active', cc_toast: 2 }), event({ status: 'active', cc_toast: 2, participantCount: 3 })),
      record({ ...photo, promptId: 'toast' }, { ...photo, promptId: 'toast', v_best_dressed: 1 }),
    ]);
    expect(sent).toEqual([
      {
        code: 'AB12CD',
        frame: {
          messages: [
            { type: 'challenges-updated' },
            { type: 'challenges-updated' },
            { type: 'photo-challenge', photoId: 'P1', uploaderId: 'u1', promptId: 'toast' },
            { type: 'photo-challenge', photoId: 'P1', uploaderId: 'u1', promptId: null },
          ],
        },
      },
    ]);
  });

  it('announces a photo hidden or deleted by moderation as photo-removed, once', async () => {
    const photo = { entity: 'photo', eventCode: 'AB12CD', id: 'P1', uploaderId: 'u1' };
    await run([
      record(photo, { ...photo, hidden: true, hiddenAt: '2026-01-01T00:00:00.000Z', hiddenBy: 'c1' }),
      record({ ...photo, id: 'P2' }, undefined),
      // Already hidden: announced when it was hidden, not again on delete or on an unrelated update.
      record({ ...photo, id: 'P3', hidden: true }, undefined),
      record({ ...photo, id: 'P4', hidden: true }, { ...photo, id: 'P4', hidden: true, likes: 1 }),
      // Unhidden: not a removal.
      record({ ...photo, id: 'P5', hidden: true }, { ...photo, id: 'P5' }),
      // Other deletions (connections, participants) are not photos.
      record({ entity: 'connection', eventCode: 'AB12CD', id: 'c9' }, undefined),
    ]);
    expect(sent).toEqual([{ code: 'AB12CD', frame: { messages: [{ type: 'photo-removed', photoId: 'P1' }, { type: 'photo-removed', photoId: 'P2' }] } }]);
  });

  it('stays quiet for counter bumps, new events and photo-count syncs', async () => {
    await run([
      record(event(), event({ participantCount: 1 })),
      record(undefined, event()),
      record({ entity: 'participant', eventCode: 'AB12CD', id: 'u1', isActive: true, photosTaken: 0 }, { entity: 'participant', eventCode: 'AB12CD', id: 'u1', isActive: true, photosTaken: 1 }),
    ]);
    expect(sent).toHaveLength(0);
  });

  it('names the uploader of each removed photo to the sender (reveal after the end decides who hears it)', async () => {
    const photo = { entity: 'photo', eventCode: 'AB12CD', id: 'P1', uploaderId: 'u1' };
    await run([record(photo, { ...photo, hidden: true }), record({ ...photo, id: 'P2', uploaderId: 'u2' }, undefined)]);
    expect([...(uploadersSent[0] ?? [])]).toEqual([
      ['P1', 'u1'],
      ['P2', 'u2'],
    ]);
  });

  it("closes the sockets signed out by 'Sign out other phones' (the event's creator generation moved on), and says nothing", async () => {
    await run([
      record(event(), event({ creatorEpoch: 1 })),
      record(event({ code: 'ZZ99ZZ', creatorEpoch: 2 }), event({ code: 'ZZ99ZZ', creatorEpoch: 3 })),
      record(event({ code: 'ZZ99ZZ', creatorEpoch: 3 }), event({ code: 'ZZ99ZZ', creatorEpoch: 4 })),
      // Any other change of the event leaves the generation where it was.
      record(event({ creatorEpoch: 1 }), event({ creatorEpoch: 1, participantCount: 2 })),
    ]);
    expect(signedOut).toEqual([{ code: 'AB12CD', epoch: 1 }, { code: 'ZZ99ZZ', epoch: 4 }]);
    expect(sent).toEqual([]);
  });

  it('pushes the photo count: each change with reveal after the end before the end, otherwise only a fall', async () => {
    const reveal = { status: 'active', eventState: 'countdown', revealAfterEnd: true };
    await run([record(event({ ...reveal, photoCount: 3 }), event({ ...reveal, photoCount: 4 }))]);
    expect(sent).toEqual([{ code: 'AB12CD', frame: { messages: [{ type: 'photo-count', photoCount: 4 }] } }]);
    sent.length = 0;
    const plain = { status: 'active', eventState: 'countdown' };
    await run([
      record(event({ ...plain, photoCount: 3 }), event({ ...plain, photoCount: 4 })),
      // Ended with reveal: photos are named to all again, a rise needs no count.
      record(event({ ...reveal, status: 'completed', eventState: 'ended', photoCount: 3 }), event({ ...reveal, status: 'completed', eventState: 'ended', photoCount: 4 })),
    ]);
    expect(sent).toEqual([]);
    await run([record(event({ ...plain, photoCount: 4 }), event({ ...plain, photoCount: 3 }))]);
    expect(sent).toEqual([{ code: 'AB12CD', frame: { messages: [{ type: 'photo-count', photoCount: 3 }] } }]);
  });
});
