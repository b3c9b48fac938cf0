// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { challengeMessages } from '#shared/challenge-messages.js';
import type { ChallengesView } from '#shared/schemas/challenges.js';
import { inRomanian } from '../../../testing/inRomanian';
import { errorResponse, fakeApi, jsonResponse, photoView } from '../../../testing/fixtures';
import { queueEntry, resetPhotoQueues } from '../../../model/upload/photoQueues';
import { ChallengeCard } from './ChallengeCard';

const CARD: ChallengesView = {
  enabled: true,
  prompts: [
    { id: 'first-kiss', builtinId: 'first-kiss', text: null, hidden: false, photoCount: 1 },
    { id: 'cake-before', builtinId: 'cake-before', text: null, hidden: false, photoCount: 0 },
    { id: 'tq1', builtinId: null, text: 'The best dancer', hidden: false, photoCount: 0 },
  ],
  done: ['first-kiss'],
  countsOnly: false,
  closed: false,
};

function renderCard() {
  render(<ChallengeCard code="ABC123" participantId="p-gus" token="tok-gus" />);
  return userEvent.setup();
}

afterEach(() => {
  cleanup();
  resetPhotoQueues();
  vi.unstubAllGlobals();
});

describe("the camera's challenge card", () => {
  it('shows nothing when the event has challenges off', async () => {
    const api = fakeApi({ 'GET /api/events/ABC123/challenges': () => jsonResponse(200, { ...CARD, enabled: false }) });
    vi.stubGlobal('fetch', api);
    renderCard();
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(screen.queryByTestId('challenge-toggle')).toBeNull();
  });

  it('one tap opens the sheet with progress and done marks; a pick goes onto the photo queue for the next kept photo', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123/challenges': () => jsonResponse(200, CARD) }));
    const user = renderCard();
    const toggle = await screen.findByTestId('challenge-toggle');
    expect(toggle.textContent).toContain('1 of 3 challenges');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const sheet = await screen.findByRole('region', { name: 'Photo challenges' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /The first kiss/ }).textContent).toContain('done');
    expect(screen.getByRole('button', { name: 'No challenge' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'The best dancer' }));
    expect(sheet.isConnected).toBe(false);
    expect(toggle.textContent).toContain('Challenge: The best dancer');
    expect(queueEntry('ABC123', 'p-gus', 'tok-gus').prompt).toBe('tq1');
    expect(document.activeElement).toBe(toggle);
  });

  it('Escape closes the sheet; Keep clearing the queue\'s prompt clears the card\'s', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123/challenges': () => jsonResponse(200, CARD) }));
    const user = renderCard();
    await user.click(await screen.findByTestId('challenge-toggle'));
    await user.click(await screen.findByRole('button', { name: 'The cake before it is cut' }));
    expect(screen.getByTestId('challenge-toggle').textContent).toContain('The cake before it is cut');
    const entry = queueEntry('ABC123', 'p-gus', 'tok-gus');
    act(() => {
      entry.prompt = undefined;
      entry.listeners.forEach((l) => l({ type: 'change' }));
    });
    expect(screen.getByTestId('challenge-toggle').textContent).not.toContain('The cake');
    await user.click(screen.getByTestId('challenge-toggle'));
    await screen.findByRole('region', { name: 'Photo challenges' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Photo challenges' })).toBeNull();
  });

  it("the last recorded photo's prompt can be changed; a refusal shows the server's reason", async () => {
    let refuse = false;
    const puts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/events/ABC123/challenges': () => jsonResponse(200, CARD),
        'PUT /api/events/ABC123/photos/01J00000000000000000000001/challenge': (init) => {
          puts.push(JSON.parse(String(init?.body)));
          return refuse
            ? errorResponse(409, 'CHALLENGES_CLOSED', challengeMessages.CHALLENGES_CLOSED)
            : jsonResponse(200, { photoId: '01J00000000000000000000001', promptId: 'cake-before' });
        },
      }),
    );
    const user = renderCard();
    await screen.findByTestId('challenge-toggle');
    act(() => queueEntry('ABC123', 'p-gus', 'tok-gus').listeners.forEach((l) => l({ type: 'uploaded', photo: photoView({ promptId: 'first-kiss' }) })));
    await user.click(screen.getByTestId('challenge-toggle'));
    const select = await screen.findByLabelText<HTMLSelectElement>('Your last photo');
    expect(select.value).toBe('first-kiss');
    await user.selectOptions(select, 'cake-before');
    await screen.findByText('Saved');
    expect(puts).toEqual([{ promptId: 'cake-before' }]);
    refuse = true;
    await user.selectOptions(select, '');
    expect((await screen.findByRole('alert')).textContent).toContain(challengeMessages.CHALLENGES_CLOSED);
    expect(select.value).toBe('cake-before');
  });

  it("a save answered after another photo became the last one does not put its prompt, or its Saved, on that photo", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/events/ABC123/challenges': () => jsonResponse(200, CARD),
        'PUT /api/events/ABC123/photos/01J00000000000000000000001/challenge': () => new Promise<Response>((resolve) => (answer = resolve)),
      }),
    );
    const user = renderCard();
    await screen.findByTestId('challenge-toggle');
    const uploaded = (photo: ReturnType<typeof photoView>) =>
      act(() => queueEntry('ABC123', 'p-gus', 'tok-gus').listeners.forEach((l) => l({ type: 'uploaded', photo })));
    uploaded(photoView({ promptId: 'first-kiss' }));
    await user.click(screen.getByTestId('challenge-toggle'));
    const select = await screen.findByLabelText<HTMLSelectElement>('Your last photo');
    await user.selectOptions(select, 'cake-before');
    await screen.findByText('Saving…');
    // The next kept photo finishes its upload while the first one's change is on its way: it is the last photo now.
    uploaded(photoView({ id: '01J00000000000000000000002' }));
    await act(async () => answer(jsonResponse(200, { photoId: '01J00000000000000000000001', promptId: 'cake-before' })));
    await waitFor(() => expect(screen.queryByText('Saving…')).toBeNull());
    const now = screen.getByLabelText<HTMLSelectElement>('Your last photo');
    expect(now.value).toBe('');
    expect(now.disabled).toBe(false);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  describe('in Romanian', () => {
    inRomanian();
    it('says the progress and the prompts in Romanian', async () => {
      vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123/challenges': () => jsonResponse(200, CARD) }));
      const user = renderCard();
      const toggle = await screen.findByTestId('challenge-toggle');
      expect(toggle.textContent).toContain('1 din 3 provocări');
      await user.click(toggle);
      expect(screen.getByRole('button', { name: /Primul sărut/ }).textContent).toContain('făcută');
    });
  });
});
