import { describe, expect, it } from 'vitest';
import type { WallView } from '../../../../shared/schemas/wall';
import { reduceWall, type WallState } from './useWall';

const view: WallView = {
  event: { code: 'ABC123', title: 'Party', status: 'active', photoCount: 0, endsAt: null, revealAfterEnd: false, votingEndsAt: null },
  photos: [],
  awards: null,
};
const loading: WallState = { phase: 'loading', live: false, offline: false };

describe('the wall state', () => {
  it('a socket that opens before the first read answers leaves the wall live once it shows (it stayed "not live" before)', () => {
    const ready = reduceWall(reduceWall(loading, { type: 'socket', status: 'open' }), { type: 'view', view });
    expect(ready).toMatchObject({ phase: 'ready', live: true });
  });

  it('the socket opening after the first read makes it live; going down takes it back, re-reads keep it', () => {
    let state = reduceWall(loading, { type: 'view', view });
    expect(state).toMatchObject({ phase: 'ready', live: false });
    state = reduceWall(state, { type: 'socket', status: 'open' });
    expect(reduceWall(state, { type: 'view', view })).toMatchObject({ live: true });
    expect(reduceWall(state, { type: 'socket', status: 'down' })).toMatchObject({ live: false });
  });

  it('offline from a failed or dropped connection until one opens: not during the first attempt, still during a retry or a poll', () => {
    let state = reduceWall(loading, { type: 'socket', status: 'connecting' });
    state = reduceWall(state, { type: 'view', view });
    expect(state).toMatchObject({ live: false, offline: false });
    state = reduceWall(reduceWall(state, { type: 'socket', status: 'open' }), { type: 'socket', status: 'down' });
    expect(state).toMatchObject({ live: false, offline: true });
    state = reduceWall(reduceWall(state, { type: 'socket', status: 'connecting' }), { type: 'view', view });
    expect(state).toMatchObject({ live: false, offline: true });
    expect(reduceWall(state, { type: 'socket', status: 'open' })).toMatchObject({ live: true, offline: false });
    // A first attempt that fails is offline too: the wall never got live.
    expect(reduceWall(reduceWall(loading, { type: 'socket', status: 'connecting' }), { type: 'socket', status: 'down' })).toMatchObject({ offline: true });
  });

  it('a refused wall stays refused whatever the socket does', () => {
    const refused = reduceWall(loading, { type: 'refused', message: 'revoked' });
    expect(reduceWall(refused, { type: 'socket', status: 'open' })).toEqual({ phase: 'refused', message: 'revoked' });
  });
});
