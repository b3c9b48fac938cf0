import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sent: { code: string; frame: unknown }[] = [];
vi.mock('../core/realtime/notify.js', () => ({
  sendToEvent: async (code: string, frame: unknown) => {
    sent.push({ code, frame });
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
});
