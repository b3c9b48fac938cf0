// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { errorResponse, jsonResponse, sessionResponse } from '../../testing/fixtures';
import { currentSession, listSessions } from '../session/sessionStore';
import { enterEvent } from './enterEvent';
import { joinEvent } from './joinEvent';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('enterEvent', () => {
  it('says "Event information not available" without calling the server when the event is missing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    expect(await enterEvent({ event: null, name: 'Ana', creatorToken: 'ct' })).toEqual({
      kind: 'rejected',
      message: 'Event information not available',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('joinEvent', () => {
  it('uses the server field message for a refused name', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => errorResponse(400, 'VALIDATION_FAILED', messages.VALIDATION_FAILED, { name: messages.NAME_TOO_LONG })));
    expect(await joinEvent({ code: 'ABC123', name: 'x'.repeat(41) })).toEqual({ kind: 'rejected', message: messages.NAME_TOO_LONG });
  });

  it('a rejoin as the same participant replaces the saved session instead of adding one', async () => {
    const tokens = ['tok-1', 'tok-2'];
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(200, sessionResponse({}, { id: 'p-ana' }, tokens.shift()))));
    expect((await joinEvent({ code: 'ABC123', name: 'Ana' })).kind).toBe('joined');
    expect((await joinEvent({ code: 'ABC123', name: 'ana' })).kind).toBe('joined');
    expect(listSessions('ABC123')).toHaveLength(1);
    expect(currentSession()?.token).toBe('tok-2');
  });
});
