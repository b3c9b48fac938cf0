import type { BallotResponse } from '../../../shared/schemas/votes.js';
import type { PhotoSlotResponse } from '../../../shared/schemas/photos.js';
import type { SessionResponse } from '../../../shared/schemas/participants.js';
import { routes } from '../../../functions/routes.js';
import { parseBody } from '../../../functions/core/http/api-event.fixture.js';
import { call, loadHandler, type Handler } from '../../support/flows.js';
import { counted, installDdbCounter, type DdbCall } from '../lib/ddb-counter.js';
import { sleep } from '../lib/stats.js';
import { recordScenarios } from '../scale/scenarios.js';
import type { PhotoFiles } from './upload.js';

/**
 * #32 item 4: the peak model's DynamoDB units per request beside measured ones. The model's units are what the
 * scale simulation multiplies (scale/scenarios.ts: each request once on a small mid-party event, units worked out
 * from the items' sizes). The measured ones are what DynamoDB itself reports (ReturnConsumedCapacity) for the same
 * requests made by one more guest on an event of the load run, after its photos and votes: the event as big as
 * the run made it. In-process through the real handlers, like the DynamoDB-calls measurement.
 */
export const GUEST_KINDS = ['getEvent', 'join', 'getMe', 'requestPhotoSlot', 'confirmPhoto', 'listPhotos', 'nextBallot', 'castVote', 'issueSocketTicket'] as const;
export type GuestKind = (typeof GUEST_KINDS)[number];

export interface UnitCost {
  kind: GuestKind;
  /** Units the model uses per request (write + read). */
  model: number;
  /** Units DynamoDB reported for the request on the loaded event. */
  measured: number;
  calls: number;
}

const ROUTE_OF: Record<GuestKind, string> = {
  getEvent: 'getEvent',
  join: 'joinEvent',
  getMe: 'getMe',
  requestPhotoSlot: 'requestPhotoSlot',
  confirmPhoto: 'confirmPhoto',
  listPhotos: 'listPhotos',
  nextBallot: 'nextBallot',
  castVote: 'castVote',
  issueSocketTicket: 'issueSocketTicket',
};

const handler = (kind: GuestKind): Promise<Handler> => loadHandler(routes.find((r) => r.endpoint.id === ROUTE_OF[kind])!.handler.replace(/\.ts$/, '.js'));
const units = (calls: readonly DdbCall[]): number => calls.reduce((a, c) => a + (c.capacity ?? 0), 0);

/** The model's units per guest request kind, from the same recording the scale simulation uses. */
export const modelUnits = async (): Promise<Map<GuestKind, number>> => {
  const recordings = await recordScenarios();
  return new Map(GUEST_KINDS.map((k) => [k, recordings.filter((x) => x.kind === k).flatMap((x) => x.accesses).reduce((a, x) => a + x.units, 0)]));
};

/** One guest's requests on `code` (a running event with photos of others), each counted alone. */
export const measuredUnits = async (code: string, files: PhotoFiles): Promise<Map<GuestKind, { units: number; calls: number }>> => {
  await installDdbCounter();
  const out = new Map<GuestKind, { units: number; calls: number }>();
  const run = async (kind: GuestKind, event: Parameters<Handler>[0]): Promise<unknown> => {
    const { result, calls } = await counted(async () => (await handler(kind))(event));
    const res = result as { statusCode?: number; body?: string };
    if ((res.statusCode ?? 500) >= 300) throw new Error(`${kind} answered ${res.statusCode}: ${res.body?.slice(0, 200)}`);
    out.set(kind, { units: units(calls), calls: calls.length });
    return parseBody(res);
  };
  // Handlers are loaded before counting (their import makes no DynamoDB call, but keep the count to the request).
  await Promise.all(GUEST_KINDS.map(handler));
  await run('getEvent', call(code));
  const guest = (await run('join', call(code, undefined, {}, { method: 'POST', body: { name: 'Unit Costs' } }))) as SessionResponse;
  await run('getMe', call(code, guest.token));
  const sizes = { polaroid: { size: files.polaroid.length }, raw: { size: files.raw.length }, thumbnail: { size: files.thumbnail.length } };
  const slot = (await run('requestPhotoSlot', call(code, guest.token, {}, { method: 'POST', body: { files: sizes } }))) as PhotoSlotResponse;
  for (const kind of ['polaroid', 'raw', 'thumbnail'] as const) {
    const res = await fetch(slot.uploads[kind].url, { method: 'PUT', body: files[kind] as Uint8Array<ArrayBuffer>, headers: slot.uploads[kind].headers });
    if (res.status !== 200) throw new Error(`PUT ${kind}: ${res.status}`);
  }
  await run('confirmPhoto', call(code, guest.token, { photoId: slot.photoId }, { method: 'POST' }));
  await run('listPhotos', call(code, guest.token));
  const ballot = (await run('nextBallot', call(code, guest.token, {}, { method: 'POST', body: {} }))) as BallotResponse;
  if (ballot.kind !== 'photo') throw new Error(`the ballot answered ${ballot.kind}`);
  // The server's 3-second observation, on the same machine's clock.
  await sleep(Math.max(0, Date.parse(ballot.votableAt) - Date.now() + 25));
  await run('castVote', call(code, guest.token, {}, { method: 'POST', body: { photoId: ballot.photo.id, category: 'most_candid' } }));
  await run('issueSocketTicket', call(code, guest.token, {}, { method: 'POST' }));
  return out;
};

export const unitCosts = async (code: string, files: PhotoFiles): Promise<UnitCost[]> => {
  const measured = await measuredUnits(code, files);
  const model = await modelUnits();
  return GUEST_KINDS.map((kind) => ({ kind, model: model.get(kind) ?? 0, measured: measured.get(kind)?.units ?? 0, calls: measured.get(kind)?.calls ?? 0 }));
};
