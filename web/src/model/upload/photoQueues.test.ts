// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { photoView } from '../../testing/fixtures';
import type { QueuedPhoto } from './photoQueue';
import { queueEntry, resetPhotoQueues, resumeQueuedUploads, sharedQueueStore } from './photoQueues';
import * as uploadModule from './uploadPhoto';

const blob = () => new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
const photo = (clientId: string, participantId: string, token?: string): QueuedPhoto => ({
  clientId,
  eventCode: 'ABC123',
  participantId,
  ...(token ? { token } : {}),
  createdAt: new Date(Date.UTC(2025, 5, 1, 12, 0, clientId.length)).toISOString(),
  files: { polaroid: blob(), raw: blob(), thumbnail: blob() },
});

afterEach(() => {
  resetPhotoQueues();
  vi.restoreAllMocks();
});

describe('photo queues at app start (any route)', () => {
  it('starts a runner for each session with photos waiting, with the session\'s current credential or the stored one', async () => {
    const tokens: string[] = [];
    vi.spyOn(uploadModule, 'uploadPhoto').mockImplementation(async (o) => {
      tokens.push(`${o.clientId}:${o.token}`);
      return photoView({ id: o.clientId ?? 'x' });
    });
    const store = sharedQueueStore();
    await store.put(photo('a', 'p1', 'old-p1'));
    await store.put(photo('bb', 'p2', 'stored-p2'));
    await store.put({ ...photo('ccc', 'p3', 'stored-p3'), refusal: { code: 'EVENT_ENDED', message: 'ended' } });
    const resumed = await resumeQueuedUploads((_code, participantId) => (participantId === 'p1' ? 'current-p1' : undefined));
    expect(resumed).toBe(2);
    await vi.waitFor(async () => expect((await store.all()).map((p) => p.clientId)).toEqual(['ccc']));
    expect(tokens.sort()).toEqual(['a:current-p1', 'bb:stored-p2']);
  });

  it('kept photos carry the credential the service worker would send them with', async () => {
    vi.spyOn(uploadModule, 'uploadPhoto').mockImplementation(() => new Promise(() => undefined));
    const entry = queueEntry('ABC123', 'p1', 'token-1');
    const { keepPhoto } = await import('./photoQueues');
    keepPhoto(entry, 'ABC123', 'p1', { polaroid: blob(), raw: blob(), thumbnail: blob() });
    await vi.waitFor(async () => expect(await sharedQueueStore().all()).toEqual([expect.objectContaining({ token: 'token-1', participantId: 'p1' })]));
  });

  it('a kept photo takes the challenge picked for the next photo with it, and the next one starts without (issue #33)', async () => {
    vi.spyOn(uploadModule, 'uploadPhoto').mockImplementation(() => new Promise(() => undefined));
    const entry = queueEntry('ABC123', 'p1', 'token-1');
    const { keepPhoto } = await import('./photoQueues');
    entry.prompt = 'first-kiss';
    keepPhoto(entry, 'ABC123', 'p1', { polaroid: blob(), raw: blob(), thumbnail: blob() });
    expect(entry.prompt).toBeUndefined();
    keepPhoto(entry, 'ABC123', 'p1', { polaroid: blob(), raw: blob(), thumbnail: blob() });
    await vi.waitFor(async () => expect((await sharedQueueStore().all()).map((p) => p.promptId ?? null).sort()).toEqual(['first-kiss', null]));
  });
});

describe('photo queues wake up', () => {
  it('a waiting queue tries again at once when the page becomes visible (the phone woke up) and on `online`', async () => {
    let calls = 0;
    vi.spyOn(uploadModule, 'uploadPhoto').mockImplementation(async () => {
      calls += 1;
      throw new uploadModule.UploadFailure(0, '', null, null, true);
    });
    const store = sharedQueueStore();
    await store.put(photo('w', 'p1', 'tok'));
    queueEntry('ABC123', 'p1', 'tok');
    await vi.waitFor(() => expect(calls).toBe(1));
    // The backoff timer is 2 s away; waking up does not wait for it.
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(calls).toBe(2));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(calls).toBe(3));
  });
});
