import { describe, expect, it } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { photoView } from '../../testing/fixtures';
import { drainPhotoQueue } from './drainQueue';
import { memoryQueueStore, type QueuedPhoto } from './photoQueue';
import { UploadFailure } from './uploadPhoto';

const blob = () => new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
let n = 0;
const queued = (over: Partial<QueuedPhoto> = {}): QueuedPhoto => {
  n += 1;
  return {
    clientId: `c-${n}`,
    eventCode: 'ABC123',
    participantId: 'p1',
    token: 'token-p1',
    createdAt: new Date(Date.UTC(2025, 5, 1, 12, 0, n)).toISOString(),
    files: { polaroid: blob(), raw: blob(), thumbnail: blob() },
    ...over,
  };
};

describe('drainPhotoQueue (the service worker\'s Background Sync pass)', () => {
  it('sends every session\'s photos with the credential stored with them, oldest first; refused ones stay', async () => {
    const store = memoryQueueStore();
    const a = queued();
    const b = queued({ participantId: 'p2', token: 'token-p2' });
    const c = queued();
    const refused = queued({ refusal: { code: 'EVENT_ENDED', message: 'ended' } });
    for (const p of [c, b, refused, a]) await store.put(p);
    const sent: string[] = [];
    const result = await drainPhotoQueue({
      store,
      upload: async (photo) => {
        sent.push(`${photo.clientId}:${photo.token}`);
        return photoView({ id: photo.clientId });
      },
    });
    expect(result).toEqual({ sent: 3, waiting: 0 });
    expect(sent.sort()).toEqual([`${a.clientId}:token-p1`, `${b.clientId}:token-p2`, `${c.clientId}:token-p1`].sort());
    expect(sent.indexOf(`${a.clientId}:token-p1`)).toBeLessThan(sent.indexOf(`${c.clientId}:token-p1`));
    expect((await store.all()).map((p) => p.clientId)).toEqual([refused.clientId]);
  });

  it('stops at the first network failure and reports what still waits (the browser retries the sync)', async () => {
    const store = memoryQueueStore();
    await store.put(queued());
    await store.put(queued());
    let calls = 0;
    const result = await drainPhotoQueue({
      store,
      upload: async () => {
        calls += 1;
        throw new UploadFailure(0, '', null, null, true);
      },
    });
    expect(calls).toBe(1);
    expect(result).toEqual({ sent: 0, waiting: 2 });
  });

  it('a refusal is stored with its reason, as the page does', async () => {
    const store = memoryQueueStore();
    const full = queued();
    await store.put(full);
    const result = await drainPhotoQueue({
      store,
      upload: async () => {
        throw new UploadFailure(409, '', messages.PHOTO_QUOTA_REACHED, 'PHOTO_QUOTA_REACHED', false);
      },
    });
    expect(result).toEqual({ sent: 0, waiting: 0 });
    expect((await store.all())[0]?.refusal).toEqual({ code: 'PHOTO_QUOTA_REACHED', message: messages.PHOTO_QUOTA_REACHED });
  });

  it('a photo kept without a credential goes with its session\'s; a session with none is left to the page', async () => {
    const store = memoryQueueStore();
    const legacy = queued({ token: undefined });
    const withToken = queued();
    const orphan = queued({ participantId: 'p9', token: undefined });
    for (const p of [legacy, withToken, orphan]) await store.put(p);
    const sent: string[] = [];
    const result = await drainPhotoQueue({
      store,
      upload: async (photo) => {
        sent.push(`${photo.clientId}:${photo.token}`);
        return photoView({ id: photo.clientId });
      },
    });
    expect(sent).toEqual([`${legacy.clientId}:token-p1`, `${withToken.clientId}:token-p1`]);
    expect(result).toEqual({ sent: 2, waiting: 0 });
    expect((await store.all()).map((p) => p.clientId)).toEqual([orphan.clientId]);
  });
});
