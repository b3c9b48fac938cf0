import { describe, expect, it, vi } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import { photoView } from '../../testing/fixtures';
import { memoryQueueStore, type QueuedPhoto } from './photoQueue';
import { backoffDelay, QueueRunner, unslottedCount, waitingCount, type UploadQueued } from './queueRunner';
import { UploadFailure } from './uploadPhoto';

const blob = () => new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
let n = 0;
const queued = (over: Partial<QueuedPhoto> = {}): QueuedPhoto => {
  n += 1;
  return {
    clientId: `client-${n}`,
    eventCode: 'ABC123',
    participantId: 'p1',
    createdAt: new Date(Date.UTC(2025, 5, 1, 12, 0, n)).toISOString(),
    files: { polaroid: blob(), raw: blob(), thumbnail: blob() },
    ...over,
  };
};
const offline = () => new UploadFailure(0, '', null, null, true);
const refusedBy = (status: number, code: string, text: string) => new UploadFailure(status, '', text, code, false);

/** A runner over an in-memory store whose timers the test fires by hand. */
function setup(upload: UploadQueued) {
  const store = memoryQueueStore();
  const timers: { run: () => void; ms: number }[] = [];
  const uploaded: PhotoView[] = [];
  const runner = new QueueRunner({
    store,
    eventCode: 'ABC123',
    participantId: 'p1',
    upload,
    onUploaded: (p) => uploaded.push(p),
    setTimer: (run, ms) => {
      const t = { run, ms };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => {
      const i = timers.indexOf(t as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
  });
  const fire = async () => {
    const t = timers.shift();
    t?.run();
    await vi.waitFor(() => expect(runner['running']).toBe(false));
  };
  return { store, runner, timers, uploaded, fire };
}

describe('QueueRunner', () => {
  it('a photo leaves the queue only once the server confirmed it', async () => {
    const photo = queued();
    let seenInStore = 0;
    const { store, runner, uploaded } = setup(async (p) => {
      seenInStore = (await store.all()).length;
      return photoView({ id: p.clientId });
    });
    await runner.add(photo);
    expect(seenInStore).toBe(1); // written before the upload started
    expect(await store.all()).toEqual([]);
    expect(runner.queued).toEqual([]);
    expect(uploaded.map((p) => p.id)).toEqual([photo.clientId]);
  });

  it('a network failure keeps the photo and retries with the same clientId on a growing backoff', async () => {
    const ids: string[] = [];
    let fail = 3;
    const { store, runner, timers, fire } = setup(async (p, onSlot) => {
      ids.push(p.clientId);
      if (ids.length === 1) onSlot('photo-1'); // the slot was granted, then the network went
      if (fail-- > 0) throw offline();
      return photoView({ id: 'photo-1' });
    });
    const photo = queued();
    await runner.add(photo);
    expect(await store.all()).toHaveLength(1);
    expect((await store.all())[0]?.photoId).toBe('photo-1');
    expect(timers.map((t) => t.ms)).toEqual([backoffDelay(1)]);
    await fire();
    expect(timers.map((t) => t.ms)).toEqual([backoffDelay(2)]);
    expect(backoffDelay(2)).toBeGreaterThan(backoffDelay(1));
    await fire();
    await fire();
    expect(ids).toEqual([photo.clientId, photo.clientId, photo.clientId, photo.clientId]);
    expect(await store.all()).toEqual([]);
    expect(timers).toEqual([]);
  });

  it('a retry that gets the slot already granted back does not count its unit again', async () => {
    // A flaky network: the slot request goes through, the 4 MB PUT does not; each try asks for the slot again
    // (same clientId) and the server answers with the slot it already granted.
    let tries = 0;
    const { runner, fire } = setup(async (_p, onSlot) => {
      tries += 1;
      onSlot('photo-1');
      if (tries < 3) throw offline();
      return photoView({ id: 'photo-1' });
    });
    const slots = vi.fn();
    runner['options'].onSlot = slots;
    await runner.add(queued());
    await fire();
    await fire();
    expect(tries).toBe(3);
    expect(runner.queued).toEqual([]);
    expect(slots).toHaveBeenCalledTimes(1);
  });

  it('online tries at once and restarts the backoff', async () => {
    let fail = true;
    const { runner, timers } = setup(async (p) => {
      if (fail) throw offline();
      return photoView({ id: p.clientId });
    });
    await runner.add(queued());
    expect(timers).toHaveLength(1);
    fail = false;
    await runner.online();
    expect(timers).toEqual([]);
    expect(runner.queued).toEqual([]);
  });

  it('retrying while a failed try waits for the next (told as a change), and no longer once a photo goes through', async () => {
    let fail = true;
    const { runner, fire } = setup(async (p) => {
      if (fail) throw offline();
      return photoView({ id: p.clientId });
    });
    const changes = vi.fn();
    runner['options'].onChange = changes;
    expect(runner.retrying).toBe(false);
    await runner.add(queued());
    expect(runner.retrying).toBe(true);
    const told = changes.mock.calls.length;
    fail = false;
    await fire();
    expect(runner.retrying).toBe(false);
    expect(runner.queued).toEqual([]);
    expect(changes.mock.calls.length).toBeGreaterThan(told);
  });

  it('stopped while a send is under way: that send ends, no backoff timer is set and nothing more is sent', async () => {
    let release: () => void = () => {};
    const sent: string[] = [];
    const { runner, timers } = setup(async (p) => {
      sent.push(p.clientId);
      await new Promise<void>((resolve) => (release = resolve));
      throw offline();
    });
    const first = queued();
    const sending = runner.add(first);
    await vi.waitFor(() => expect(sent).toEqual([first.clientId]));
    runner.stop();
    release();
    await sending;
    expect(timers).toEqual([]);
    await runner.online();
    await runner.add(queued());
    expect(sent).toEqual([first.clientId]);
  });

  it('PHOTO_ALREADY_RECORDED (a confirm whose answer was lost) leaves the queue like a confirm', async () => {
    const { store, runner } = setup(async () => {
      throw refusedBy(409, 'PHOTO_ALREADY_RECORDED', messages.PHOTO_ALREADY_RECORDED);
    });
    await runner.add(queued());
    expect(await store.all()).toEqual([]);
  });

  it('a refusal keeps the photo with its reason and goes on with the next one', async () => {
    const first = queued();
    const second = queued();
    const { store, runner, uploaded, timers } = setup(async (p) => {
      if (p.clientId === first.clientId) throw refusedBy(409, 'PHOTO_QUOTA_REACHED', messages.PHOTO_QUOTA_REACHED);
      return photoView({ id: p.clientId });
    });
    await store.put(first);
    await store.put(second);
    await runner.start();
    const kept = await store.all();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ clientId: first.clientId, refusal: { code: 'PHOTO_QUOTA_REACHED', message: messages.PHOTO_QUOTA_REACHED } });
    expect(kept[0]?.files.polaroid.size).toBe(10);
    expect(uploaded.map((p) => p.id)).toEqual([second.clientId]);
    expect(timers).toEqual([]);
    // Not sent again by itself; only the guest lets it go.
    await runner.kick();
    expect(uploaded).toHaveLength(1);
    await runner.remove(first.clientId);
    expect(await store.all()).toEqual([]);
  });

  it('on start it sends what the device kept (after a reload), only this session’s, oldest first', async () => {
    const sent: string[] = [];
    const { store, runner } = setup(async (p) => {
      sent.push(p.clientId);
      return photoView({ id: p.clientId });
    });
    const a = queued();
    const b = queued();
    const elsewhere = queued({ participantId: 'p2' });
    await store.put(b);
    await store.put(elsewhere);
    await store.put(a);
    await runner.start();
    expect(sent).toEqual([a.clientId, b.clientId]);
    expect((await store.all()).map((p) => p.clientId)).toEqual([elsewhere.clientId]);
  });

  it('a photo kept while another uploads is sent after it, each once', async () => {
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const { runner, store } = setup(async (p) => {
      sent.push(p.clientId);
      if (sent.length === 1) await gate;
      return photoView({ id: p.clientId });
    });
    const a = queued();
    const b = queued();
    const first = runner.add(a);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const second = runner.add(b);
    expect(waitingCount(runner.queued)).toBe(2);
    release();
    await Promise.all([first, second]);
    await vi.waitFor(() => expect(runner['running']).toBe(false));
    expect(sent).toEqual([a.clientId, b.clientId]);
    expect(await store.all()).toEqual([]);
  });
});

describe('QueueRunner with other senders (another tab, the service worker)', () => {
  it('a photo another sender recorded meanwhile is not sent again: it leaves the view, its unit counted', async () => {
    const a = queued();
    const b = queued();
    const sent: string[] = [];
    const { store, runner } = setup(async (p) => {
      sent.push(p.clientId);
      return photoView({ id: p.clientId });
    });
    const slots = vi.fn();
    runner['options'].onSlot = slots;
    await store.put(a);
    await store.put(b);
    // Read the queue, then the service worker sent `a` before this runner's turn.
    runner['publish']([a, b]);
    await store.remove(a.clientId);
    await runner.kick();
    expect(sent).toEqual([b.clientId]);
    expect(runner.queued).toEqual([]);
    expect(slots).toHaveBeenCalledTimes(1);
  });

  it('a refusal another sender stored is taken over, not sent again', async () => {
    const a = queued();
    const sent: string[] = [];
    const { store, runner } = setup(async (p) => {
      sent.push(p.clientId);
      return photoView({ id: p.clientId });
    });
    runner['publish']([a]);
    await store.put({ ...a, refusal: { code: 'EVENT_ENDED', message: 'ended' } });
    await runner.kick();
    expect(sent).toEqual([]);
    expect(runner.queued).toEqual([expect.objectContaining({ clientId: a.clientId, refusal: { code: 'EVENT_ENDED', message: 'ended' } })]);
  });

  it('a photo the device could not store is still sent from memory (never taken for "sent elsewhere")', async () => {
    const sent: string[] = [];
    const { runner } = setup(async (p) => {
      sent.push(p.clientId);
      return photoView({ id: p.clientId });
    });
    const full = { all: async () => [], put: async () => Promise.reject(new DOMException('full', 'QuotaExceededError')), remove: async () => undefined };
    runner['options'].store = full;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const photo = queued();
    await runner.add(photo);
    expect(sent).toEqual([photo.clientId]);
  });

  it('each send runs inside `exclusive` (the Web Lock) and asks for a Background Sync when it has to wait', async () => {
    const order: string[] = [];
    const onWait = vi.fn();
    const { runner } = setup(async () => {
      order.push('upload');
      throw offline();
    });
    runner['options'].exclusive = async (run) => {
      order.push('lock');
      try {
        return await run();
      } finally {
        order.push('unlock');
      }
    };
    runner['options'].onWait = onWait;
    await runner.add(queued());
    expect(order).toEqual(['lock', 'upload', 'unlock']);
    expect(onWait).toHaveBeenCalledTimes(1);
  });
});

describe('QueueRunner.unsaved: a kept photo only the page holds (closing would lose it)', () => {
  it('is true from Keep until the device has stored the photo, and says so when it turns', async () => {
    const { store, runner } = setup(async () => {
      throw offline();
    });
    let release!: () => void;
    const put = store.put;
    store.put = async (photo) => {
      await new Promise<void>((r) => (release = r));
      await put(photo);
    };
    const turns: boolean[] = [];
    runner['options'].onUnsavedChange = (u) => turns.push(u);
    const adding = runner.add(queued());
    expect(runner.unsaved).toBe(true);
    expect(runner.queued).toHaveLength(1); // the count shows it at once
    release();
    await adding;
    expect(runner.unsaved).toBe(false);
    expect(turns).toEqual([true, false]);
    expect(runner.queued).toHaveLength(1); // still waiting for the network, but safe on the device
  });

  it('stays true while a photo the device refused to store uploads, and ends when the server has it', async () => {
    let finish!: () => void;
    const { store, runner } = setup(async (p) => {
      await new Promise<void>((r) => (finish = r));
      return photoView({ id: p.clientId });
    });
    store.put = () => Promise.reject(new DOMException('private mode', 'InvalidStateError'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const adding = runner.add(queued());
    await vi.waitFor(() => expect(finish).toBeTypeOf('function'));
    expect(runner.unsaved).toBe(true);
    finish();
    await adding;
    expect(runner.unsaved).toBe(false);
    expect(runner.queued).toEqual([]);
  });

  it('a refused photo the device could not store stays unsaved until the guest lets it go', async () => {
    const { store, runner } = setup(async () => {
      throw refusedBy(409, 'EVENT_ENDED', 'The event has ended');
    });
    store.put = () => Promise.reject(new DOMException('full', 'QuotaExceededError'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const photo = queued();
    await runner.add(photo).catch(() => undefined);
    expect(runner.queued[0]?.refusal?.code).toBe('EVENT_ENDED');
    expect(runner.unsaved).toBe(true);
    await runner.remove(photo.clientId).catch(() => undefined);
    expect(runner.unsaved).toBe(false);
  });
});

describe('QueueRunner on a device that stores nothing (private mode, site data blocked, a full disk)', () => {
  const refusing = () => {
    const no = () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'));
    return { all: no, put: no, remove: no };
  };

  it('a photo the server recorded is announced as uploaded, and nothing waits for the network', async () => {
    const onWait = vi.fn();
    const { runner, uploaded, timers } = setup(async (p) => photoView({ id: p.clientId }));
    runner['options'].store = refusing();
    runner['options'].onWait = onWait;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const photo = queued();
    await runner.add(photo);
    expect(uploaded.map((p) => p.id)).toEqual([photo.clientId]);
    expect(runner.queued).toEqual([]);
    expect(onWait).not.toHaveBeenCalled();
    expect(timers).toEqual([]);
  });

  it('a refusal is told (the count learns the quota is used up) and the next photo is still sent', async () => {
    const first = queued();
    const second = queued();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { runner, uploaded } = setup(async (p) => {
      if (p.clientId === first.clientId) {
        await gate;
        throw refusedBy(409, 'PHOTO_QUOTA_REACHED', messages.PHOTO_QUOTA_REACHED);
      }
      return photoView({ id: p.clientId });
    });
    runner['options'].store = refusing();
    const refusals = vi.fn();
    runner['options'].onRefused = refusals;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const adding = runner.add(first).catch(() => undefined);
    await vi.waitFor(() => expect(runner.queued).toHaveLength(1));
    await runner.add(second).catch(() => undefined);
    release();
    await adding;
    await vi.waitFor(() => expect(runner['running']).toBe(false));
    expect(refusals).toHaveBeenCalledTimes(1);
    expect(uploaded.map((p) => p.id)).toEqual([second.clientId]);
    expect(runner.queued).toEqual([expect.objectContaining({ clientId: first.clientId, refusal: expect.objectContaining({ code: 'PHOTO_QUOTA_REACHED' }) })]);
  });
});

describe('queue counts', () => {
  it('unslotted: queued, without a slot, not refused (the server counts the others already)', () => {
    const photos = [queued(), queued({ photoId: 'x' }), queued({ refusal: { code: 'EVENT_ENDED', message: 'ended' } })];
    expect(unslottedCount(photos)).toBe(1);
    expect(waitingCount(photos)).toBe(2);
  });
});
