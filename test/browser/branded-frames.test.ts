import { readFile } from 'node:fs/promises';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import type { GalleryPage } from '../../shared/schemas/photos.js';
import type { BallotResponse } from '../../shared/schemas/votes.js';
import { frameGeometry } from '../../web/src/camera/frames.js';
import { screenshot, usePhones } from '../support/browser.js';
import { holdSession, layoutProblems, takeAndKeep } from '../support/page-helpers.js';
import { paidPackageEvent } from '../support/paid-package-event.js';
import '../support/provided-context.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';

/**
 * Issue #28 items 1 and 2 on phones: a digital medium package with branded frames and CSV export, ordered
 * as /pricing orders it and paid on the Stripe emulator → the event created and linked → the organizer sets
 * a frame text on the admin screen (live preview) → a guest's next kept polaroid carries the text in its
 * bottom border (its pixels differ from the guest's earlier, unbranded polaroid) → the organizer downloads
 * the CSV, which lists the photo with its vote.
 */
const { urls } = ownStack();
const phones = usePhones(urls.site);
const { http: api } = siteApi(urls.site);
const moveServerClock = (offsetMs: number) => api<{ offsetMs: number }>('POST', '/__test__/clock', { body: { offsetMs } });
const FRAME_TEXT = 'Ana & Dan · 2030';

/** Dark (ink) pixels in the middle of the polaroid's bottom border, where the frame text goes. */
async function inkInBottomBorder(url: string): Promise<number> {
  const res = await fetch(url.startsWith('/') ? `${urls.site}${url}` : url);
  expect(res.status).toBe(200);
  const img = jpeg.decode(new Uint8Array(await res.arrayBuffer()), { useTArray: true });
  const geo = frameGeometry('classic', img.width);
  const top = geo.photo.y + geo.photo.height + 8;
  let dark = 0;
  for (let y = top; y < img.height - 8; y++) {
    for (let x = Math.round(img.width * 0.1); x < Math.round(img.width * 0.9); x++) {
      const i = (y * img.width + x) * 4;
      const luma = 0.299 * (img.data[i] ?? 255) + 0.587 * (img.data[i + 1] ?? 255) + 0.114 * (img.data[i + 2] ?? 255);
      if (luma < 110) dark++;
    }
  }
  return dark;
}

/** The voter is handed the photo, observes it 3 s on the server's clock (moved, not waited), votes. */
async function voteFor(code: string, voter: SessionResponse, photoId: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const ballot = await api<BallotResponse>('POST', `/api/events/${code}/ballot`, { token: voter.token, body: {} });
    if (ballot.kind === 'photo' && ballot.photo.id === photoId) break;
  }
  await moveServerClock(4_000);
  try {
    await api('POST', `/api/events/${code}/votes`, { token: voter.token, body: { photoId, category: 'most_candid' } });
  } finally {
    await moveServerClock(0);
  }
}

describe.each([
  { width: 390, height: 844 },
  { width: 360, height: 640 },
])('branded frames and the CSV export at $width×$height', (viewport) => {
  it('set a frame text → the next polaroid carries it → the CSV lists the photo with its votes', async () => {
    const problems: string[] = [];
    const tag = `${viewport.width}`;
    const { code, organizer: organizerSession } = await paidPackageEvent(urls, ['branded_frames', 'export_csv'], 'Ana & Dan');

    // A guest's first photo, before any branding: the unbranded frame to compare with.
    const guestContext = await phones.context({ viewport });
    const guestSession = await api<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: 'Gus' } });
    await holdSession(guestContext, guestSession);
    const guest = await guestContext.newPage();
    await guest.goto('/');
    await takeAndKeep(guest);

    // The organizer sets the frame text on the admin screen; the preview shows it as typed.
    const organizerContext = await phones.context({ viewport });
    await holdSession(organizerContext, organizerSession, { creator: true });
    const organizer = await organizerContext.newPage();
    await organizer.goto(`/event-admin?event=${code}`);
    const field = organizer.getByLabel('Frame text');
    await field.waitFor();
    await field.fill('x'.repeat(41));
    await organizer.getByText('The frame text can be at most 40 characters.').waitFor();
    expect(await organizer.getByRole('button', { name: 'Save frame' }).isDisabled()).toBe(true);
    await field.fill(FRAME_TEXT);
    await organizer.getByRole('img', { name: `Frame preview with the text “${FRAME_TEXT}”` }).waitFor();
    await organizer.getByRole('button', { name: 'Save frame' }).click();
    await organizer.getByText('Frame saved. New photos carry it.').waitFor();
    problems.push(...(await layoutProblems(organizer, `admin with branding ${tag}`)));
    await organizer.getByRole('heading', { name: 'Branded frame' }).scrollIntoViewIfNeeded();
    await screenshot(organizer, `frames-01-admin-branding-${tag}`);

    // The guest's next photo carries the text in its bottom border.
    await takeAndKeep(guest);
    const page = await api<GalleryPage>('GET', `/api/events/${code}/photos`, { token: guestSession.token });
    const [branded, unbranded] = page.photos; // newest first
    expect(page.photos).toHaveLength(2);
    const [brandedInk, unbrandedInk] = await Promise.all([inkInBottomBorder(branded!.url), inkInBottomBorder(unbranded!.url)]);
    expect(brandedInk, `ink: branded ${brandedInk}, unbranded ${unbrandedInk}`).toBeGreaterThan(unbrandedInk + 1_500);
    problems.push(...(await layoutProblems(guest, `camera after a branded photo ${tag}`)));

    // A vote on the branded photo, then the organizer downloads the CSV.
    const voter = await api<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: 'Vera' } });
    await voteFor(code, voter, branded!.id);
    const downloading = organizer.waitForEvent('download');
    await organizer.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Ana & Dan-${code}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes.toString('utf8').slice(1).split('\r\n');
    const header = rows[0]!.split(',');
    const row = rows.find((r) => r.startsWith(branded!.id))?.split(',');
    expect(row, rows.join('\n')).toBeDefined();
    expect(row![header.indexOf('Guest')]).toBe('Gus');
    expect(row![header.indexOf('Votes: Most Candid')]).toBe('1');
    expect(row![header.indexOf('Hidden')]).toBe('no');
    expect(rows.some((r) => r.startsWith(unbranded!.id))).toBe(true);
    expect(rows.some((r) => r.startsWith('Vera,') && r.endsWith(',0,1'))).toBe(true);
    await organizer.getByText(`Downloaded Ana & Dan-${code}.csv.`).waitFor();
    problems.push(...(await layoutProblems(organizer, `admin after the CSV ${tag}`)));
    await screenshot(organizer, `frames-02-admin-csv-${tag}`);

    expect(problems).toEqual([]);
  });
});
