// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { challengeMessages } from '#shared/challenge-messages.js';
import type { ChallengesView, SetChallengesRequest } from '#shared/schemas/challenges.js';
import type { EventView } from '#shared/schemas/events.js';
import { inRomanian } from '../../testing/inRomanian';
import { errorResponse, eventView, fakeApi, jsonResponse } from '../../testing/fixtures';
import { ChallengesControl } from './ChallengesControl';

const view = (overrides: Partial<ChallengesView> = {}): ChallengesView => ({ enabled: true, prompts: [], done: [], countsOnly: false, closed: false, ...overrides });
const URL_ = '/api/events/ABC123/challenges';

/** A fake server that applies each PUT to its list the way the real one names prompts (built-in by id, typed as t…). */
function server(start: ChallengesView, refuse?: { code: keyof typeof challengeMessages; status: number }) {
  let current = start;
  const puts: SetChallengesRequest[] = [];
  const api = fakeApi({
    [`GET ${URL_}`]: () => jsonResponse(200, current),
    [`PUT ${URL_}`]: (init) => {
      const body = JSON.parse(String(init?.body)) as SetChallengesRequest;
      puts.push(body);
      if (refuse) return errorResponse(refuse.status, refuse.code, challengeMessages[refuse.code]);
      const before = new Map(current.prompts.map((p) => [p.id, p]));
      current = {
        ...current,
        enabled: body.enabled,
        prompts: body.prompts.map((p, i) => {
          const id = p.id ?? p.builtinId ?? `t${i}`;
          return { ...(before.get(id) ?? { id, builtinId: p.builtinId ?? null, text: p.text ?? null, photoCount: 0 }), hidden: p.hidden === true };
        }),
      };
      return jsonResponse(200, current);
    },
  });
  vi.stubGlobal('fetch', api);
  return { puts, api };
}

/** The prompt texts on the organizer's list, in order (the built-in checkboxes below repeat them). */
const listed = async () =>
  within(await screen.findByRole('list', { name: /Your challenges|Provocările tale/ }))
    .getAllByRole('listitem')
    .map((li) => li.firstChild?.firstChild?.textContent);

function renderControl(event: EventView = eventView({ status: 'active' })) {
  render(<ChallengesControl event={event} credential="tok-creator" />);
  return userEvent.setup();
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the challenges control on the admin screen', () => {
  it('turns challenges on, adds built-in and typed prompts, and sends the whole list with the creator credential', async () => {
    const { puts, api } = server(view({ enabled: false }));
    const user = renderControl();
    await user.click(await screen.findByRole('checkbox', { name: 'Challenges on' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Challenges on' })).toHaveProperty('checked', true));
    expect(puts[0]).toEqual({ enabled: true, prompts: [] });
    expect(api.mock.calls.some(([, init]) => new Headers(init?.headers).get('authorization') === 'Bearer tok-creator')).toBe(true);

    await user.click(screen.getByText('Ceremony moments'));
    await user.click(screen.getByRole('checkbox', { name: 'The first kiss' }));
    await screen.findByText('Saved');
    await user.type(screen.getByLabelText('Your own challenge'), '  The best dancer  ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(async () => expect(await listed()).toEqual(['The first kiss', 'The best dancer']));
    expect(puts.at(-1)).toEqual({ enabled: true, prompts: [{ id: 'first-kiss' }, { text: 'The best dancer' }] });
    expect(screen.getByLabelText<HTMLInputElement>('Your own challenge').value).toBe('');
    expect(screen.getByText('(2 of 15 challenges picked)')).toBeTruthy();
  });

  it('checks a typed prompt as the server does (length, hidden characters) before sending', async () => {
    const { puts } = server(view());
    const user = renderControl();
    const field = await screen.findByLabelText('Your own challenge');
    await user.type(field, 'x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe(challengeMessages.CHALLENGE_PROMPT_TEXT_INVALID);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.clear(field);
    await user.type(field, 'Sneaky\u200Bprompt');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe(challengeMessages.CHALLENGE_PROMPT_TEXT_INVALID);
    expect(puts).toEqual([]);
  });

  it('a prompt with photos offers Hide, not Remove; one without photos is removed', async () => {
    const { puts } = server(
      view({
        prompts: [
          { id: 'rings', builtinId: 'rings', text: null, hidden: false, photoCount: 2 },
          { id: 'tabc', builtinId: null, text: 'Grandma dancing', hidden: false, photoCount: 0 },
        ],
      }),
    );
    const user = renderControl();
    expect(await listed()).toEqual(['The rings, up close', 'Grandma dancing']);
    expect(screen.queryByRole('button', { name: 'Remove: The rings, up close' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide: The rings, up close' }));
    expect(await screen.findByRole('button', { name: 'Show: The rings, up close' })).toBeTruthy();
    expect(screen.getByText(/hidden from guests/)).toBeTruthy();
    expect(puts[0]).toEqual({ enabled: true, prompts: [{ id: 'rings', hidden: true }, { id: 'tabc' }] });
    await user.click(screen.getByRole('button', { name: 'Remove: Grandma dancing' }));
    await waitFor(async () => expect(await listed()).toEqual(['The rings, up close']));
    expect(puts[1]).toEqual({ enabled: true, prompts: [{ id: 'rings', hidden: true }] });
  });

  it("shows the server's refusal and keeps the list as stored", async () => {
    server(view({ prompts: [{ id: 'toast', builtinId: 'toast', text: null, hidden: false, photoCount: 0 }] }), { code: 'CHALLENGE_PROMPT_HAS_PHOTOS', status: 409 });
    const user = renderControl();
    await user.click(await screen.findByRole('button', { name: 'Remove: A toast being raised' }));
    expect((await screen.findByRole('alert')).textContent).toContain(challengeMessages.CHALLENGE_PROMPT_HAS_PHOTOS);
    expect(screen.getByText('Not saved')).toBeTruthy();
    expect(await listed()).toEqual(['A toast being raised']);
  });

  it('a removal refused because a photo landed meanwhile shows the list as it now is: its photo, and the Hide the message asks for', async () => {
    const toast = { id: 'toast', builtinId: 'toast', text: null, hidden: false, photoCount: 0 };
    let current = view({ prompts: [toast] });
    const api = fakeApi({
      [`GET ${URL_}`]: () => jsonResponse(200, current),
      [`PUT ${URL_}`]: () => errorResponse(409, 'CHALLENGE_PROMPT_HAS_PHOTOS', challengeMessages.CHALLENGE_PROMPT_HAS_PHOTOS),
    });
    vi.stubGlobal('fetch', api);
    const user = renderControl();
    expect(await screen.findByText('0 photos')).toBeTruthy();
    // A guest keeps a photo for it while the organizer looks at the list.
    current = view({ prompts: [{ ...toast, photoCount: 1 }] });
    await user.click(screen.getByRole('button', { name: 'Remove: A toast being raised' }));
    expect((await screen.findByRole('alert')).textContent).toContain(challengeMessages.CHALLENGE_PROMPT_HAS_PHOTOS);
    expect(await screen.findByRole('button', { name: 'Hide: A toast being raised' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove: A toast being raised' })).toBeNull();
    expect(screen.getByText('1 photo')).toBeTruthy();
    // The refusal stays said while the list is read again.
    expect(screen.getByText('Not saved')).toBeTruthy();
  });

  it('at 15 prompts nothing more can be added', async () => {
    const ids = ['first-look', 'rings', 'happy-tears', 'first-kiss', 'walk-in', 'vows', 'parents', 'confetti', 'flowers', 'shoes', 'cake-before', 'first-dance', 'toast', 'table-decor', 'band'];
    server(view({ prompts: ids.map((id) => ({ id, builtinId: id, text: null, hidden: false, photoCount: 0 })) }));
    const user = renderControl();
    expect(await screen.findByText('The list is full: an event can have at most 15 challenges.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);
    await user.click(screen.getByText('Reception details'));
    expect(screen.getByRole('checkbox', { name: 'A full dance floor' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'The first dance' })).toHaveProperty('disabled', false);
  });

  it('after the end the list is read-only', async () => {
    const { puts } = server(view({ closed: true, prompts: [{ id: 'toast', builtinId: 'toast', text: null, hidden: false, photoCount: 1 }] }));
    renderControl(eventView({ status: 'completed' }));
    expect(await screen.findByText('The event has ended: the challenges can no longer be changed.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Challenges on' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: /Hide|Remove/ })).toBeNull();
    expect(screen.queryByLabelText('Your own challenge')).toBeNull();
    expect(puts).toEqual([]);
  });

  it('a list that fails to load says so and offers Try again', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', fakeApi({ [`GET ${URL_}`]: () => (++calls === 1 ? errorResponse(500, 'INTERNAL', 'boom') : jsonResponse(200, view())) }));
    const user = renderControl();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No challenges yet: pick some below or type your own.')).toBeTruthy();
  });

  describe('in Romanian', () => {
    inRomanian();
    it('shows the built-in prompts, the groups and the errors in Romanian', async () => {
      server(view({ prompts: [{ id: 'rings', builtinId: 'rings', text: null, hidden: false, photoCount: 3 }] }), { code: 'CHALLENGES_CLOSED', status: 409 });
      const user = renderControl();
      expect(await listed()).toEqual(['Verighetele, de aproape']);
      expect(screen.getByText('3 fotografii')).toBeTruthy();
      expect(screen.getByText('Momente din ceremonie')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Ascunde: Verighetele, de aproape' }));
      expect((await screen.findByRole('alert')).textContent).toContain('Evenimentul s-a încheiat: provocările nu mai pot fi schimbate.');
    });
  });
});
