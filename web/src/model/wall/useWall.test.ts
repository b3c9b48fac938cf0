import { describe, expect, it } from 'vitest';
import type { WallView } from '../../../../shared/schemas/wall';
import { reduceWall, type WallState } from './useWall';

const view: WallView = {
  event: { code: 'ABC123', title: 'Party', status: 'active', photoCount: 0, endsAt: null, revealAfterEnd: false, votingEndsAt: null },
  photos: [],
  awards: null,
};
const loading: WallState = { phase: 'loading', live: false };

describe('the wall state', () => {
  it('a socket that opens before the first read answers leaves the wall live once it shows (it stayed "not live" before)', () => {
    const ready = reduceWall(reduceWall(loading, { type: 'live', live: true }), { type: 'view', view });
    expect(ready).toMatchObject({ phase: 'ready', live: true });
  });

  it('the socket opening after the first read makes it live; going down takes it back, re-reads keep it', () => {
    let state = reduceWall(loading, { type: 'view', view });
    expect(state).toMatchObject({ phase: 'ready', live: false });
    state = reduceWall(state, { type: 'live', live: true });
    expect(reduceWall(state, { type: 'view', view })).toMatchObject({ live: true });
    expect(reduceWall(state, { type: 'live', live: false })).toMatchObject({ live: false });
  });

  it('a refused wall stays refused whatever the socket does', () => {
    const refused = reduceWall(loading, { type: 'refused', message: 'revoked' });
    expect(reduceWall(refused, { type: 'live', live: true })).toEqual({ phase: 'refused', message: 'revoked' });
  });
});
