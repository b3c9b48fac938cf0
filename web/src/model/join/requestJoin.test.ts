// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { roomMessages } from '#shared/room-messages.js';
import { errorResponse, jsonResponse, sessionResponse } from '../../testing/fixtures';
import { clearCurrentSession, saveSession } from '../session/sessionStore';
import { requestJoin } from './requestJoin';
import { inRomanian } from '../../testing/inRomanian';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const save = (participantId: string, userName: string, token: string) =>
  saveSession({ eventId: 'e1', eventCode: 'ABC123', participantId, userName, eventTitle: 'Party', token, creator: false });
const authorizationOf = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) => new Headers(fetchMock.mock.calls[0]![1]?.headers).get('authorization');

describe('requestJoin: proving the name (DESIGN section 6)', () => {
  it("presents this device's saved token for the typed name (any capitals and spacing)", async () => {
    save('p-gina', 'Gina Pop', 'tok-gina');
    save('p-greg', 'Greg', 'tok-greg');
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, sessionResponse({}, { id: 'p-gina', name: 'Gina Pop' }, 'tok-2')));
    vi.stubGlobal('fetch', fetchMock);
    expect((await requestJoin({ code: 'ABC123', name: ' gina   POP' }, messages.JOIN_FAILED)).kind).toBe('joined');
    expect(authorizationOf(fetchMock)).toBe('Bearer tok-gina');
  });

  it('presents nothing for a name this device never joined as, and shows the server\'s "name taken" message', async () => {
    save('p-greg', 'Greg', 'tok-greg');
    const fetchMock = vi.fn<typeof fetch>(async () => errorResponse(409, 'NAME_TAKEN', messages.NAME_TAKEN));
    vi.stubGlobal('fetch', fetchMock);
    expect(await requestJoin({ code: 'ABC123', name: 'Gina' }, messages.JOIN_FAILED)).toEqual({ kind: 'rejected', message: messages.NAME_TAKEN });
    expect(authorizationOf(fetchMock)).toBeNull();
  });

  it('the creator credential wins when given (Enter Event)', async () => {
    save('p-olga', 'Olga', 'tok-olga');
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, sessionResponse({}, { id: 'p-olga', name: 'Olga', isCreator: true }, 'tok-3')));
    vi.stubGlobal('fetch', fetchMock);
    const out = await requestJoin({ code: 'ABC123', name: 'Olga', creatorToken: 'creator-cred' }, messages.ENTER_FAILED);
    expect(authorizationOf(fetchMock)).toBe('Bearer creator-cred');
    expect(out.kind === 'joined' && out.session.creator).toBe(true);
  });

  it('still proves the name after "Leave event" cleared the session on this phone', async () => {
    const tokens = ['tok-1', 'tok-2'];
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, sessionResponse({}, { id: 'p-gina', name: 'Gina' }, tokens.shift())));
    vi.stubGlobal('fetch', fetchMock);
    expect((await requestJoin({ code: 'ABC123', name: 'Gina' }, messages.JOIN_FAILED)).kind).toBe('joined');
    clearCurrentSession();
    expect((await requestJoin({ code: 'ABC123', name: 'GINA' }, messages.JOIN_FAILED)).kind).toBe('joined');
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).get('authorization')).toBe('Bearer tok-1');
  });
});

describe('requestJoin in Romanian (issue 20)', () => {
  inRomanian();

  it('shows a refusal by its code in Romanian (name taken)', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => errorResponse(409, 'NAME_TAKEN', messages.NAME_TAKEN)));
    expect(await requestJoin({ code: 'ABC123', name: 'Gina' }, 'fallback')).toEqual({
      kind: 'rejected',
      message: 'Cineva folosește deja acest nume aici. Adaugă o inițială sau numele de familie.',
    });
  });

  it('a form rule the server refused (400, an English field text) in Romanian, by its words', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => errorResponse(400, 'VALIDATION_FAILED', messages.VALIDATION_FAILED, { name: messages.NAME_TOO_LONG })));
    expect(await requestJoin({ code: 'ABC123', name: 'Gina' }, 'fallback')).toEqual({ kind: 'rejected', message: 'Numele poate avea cel mult 40 de caractere.' });
  });

  it("a creator credential the organizer signed out (401 CREATOR_SIGNED_OUT) in Romanian: the event texts' words", async () => {
    // The app loads the event texts for this refusal (the join's own texts do not carry it); the test setup has
    // every catalogue loaded, so the browser test (creator-signed-out.test.ts) is what shows the load.
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => errorResponse(401, 'CREATOR_SIGNED_OUT', roomMessages.CREATOR_SIGNED_OUT)));
    expect(await requestJoin({ code: 'ABC123', name: 'Ana', creatorToken: 'old-cred' }, 'fallback')).toEqual({
      kind: 'rejected',
      message: 'Acest telefon nu mai administrează evenimentul: organizatorul a deconectat celelalte telefoane.',
    });
  });

  it('not found (404) in Romanian', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => errorResponse(404, 'EVENT_NOT_FOUND', messages.EVENT_NOT_FOUND)));
    expect(await requestJoin({ code: 'ABC123', name: 'Gina' }, 'fallback')).toEqual({ kind: 'rejected', message: 'Evenimentul nu a fost găsit. Verifică codul și încearcă din nou.' });
  });
});
