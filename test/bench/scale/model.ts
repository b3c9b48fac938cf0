/**
 * The peak-Saturday model (#32, docs/capacity.md): its inputs as one object, and the request rates per kind
 * derived from them. Rates are per second at the 20-minute peak, for the whole platform.
 */
export interface PeakModel {
  events: number;
  guestsPerEvent: number;
  photosPerGuest: number;
  votesPerGuest: number;
  /** The evening over which photos and votes are spread. */
  eveningHours: number;
  /** The peak (after the first dance) and the share of all photos taken in it. */
  peakMinutes: number;
  peakPhotoShare: number;
  /** Guests arrive and join over this long (the start of the evening). */
  joinMinutes: number;
  /** Share of guests with the app open (one socket each, the gallery polled). */
  openShare: number;
  /** An open phone reads one gallery page this often. */
  galleryEverySeconds: number;
  /** Socket (re)connects per open guest per hour (phones sleep and wake). */
  reconnectsPerHour: number;
  /** Unknown codes typed per join (each one a rate-limit counter write at the venue's address). */
  codeMissesPerJoin: number;
  /** Events buying something that night, and orders' status changes each (create, checkout, paid, …). */
  buyingShare: number;
  orderStepsEach: number;
  /** Staff with the dashboard open, each refreshing this often. */
  staffOpen: number;
  staffRefreshSeconds: number;
  /** The table stream's shards at peak (≈ table partitions: an assumption) and the stats consumer's event source. */
  streamShards: number;
  statsBatchSize: number;
  statsWindowSeconds: number;
}

export const PEAK_SATURDAY: PeakModel = {
  events: 10_000,
  guestsPerEvent: 200,
  photosPerGuest: 10,
  votesPerGuest: 20,
  eveningHours: 6,
  peakMinutes: 20,
  peakPhotoShare: 1 / 3,
  joinMinutes: 60,
  openShare: 0.5,
  galleryEverySeconds: 30,
  reconnectsPerHour: 2,
  codeMissesPerJoin: 0.2,
  buyingShare: 0.05,
  orderStepsEach: 4,
  staffOpen: 20,
  staffRefreshSeconds: 30,
  streamShards: 1_000,
  statsBatchSize: 100,
  statsWindowSeconds: 5,
};

/** The request kinds the simulation replays (each has a recorded scenario in scenarios.ts). */
export const REQUEST_KINDS = [
  'getEvent',
  'getEvent (unknown code)',
  'join',
  'getMe',
  'requestPhotoSlot',
  'confirmPhoto',
  'listPhotos',
  'nextBallot',
  'castVote',
  'issueSocketTicket',
  'ws $connect',
  'ws $disconnect',
  'stream broadcast (per event batch)',
  'stream stats (per batch)',
  'createOrder',
  'order webhook (paid)',
  'staffDashboardStats',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export interface Population {
  events: number;
  guests: number;
  photos: number;
}

export const population = (m: PeakModel): Population => ({
  events: m.events,
  guests: m.events * m.guestsPerEvent,
  photos: m.events * m.guestsPerEvent * m.photosPerGuest,
});

/** Requests per second at the peak, platform-wide, per kind. */
export const peakRates = (m: PeakModel): Record<RequestKind, number> => {
  const { guests, photos } = population(m);
  const photoRate = (photos * m.peakPhotoShare) / (m.peakMinutes * 60);
  const voteRate = (guests * m.votesPerGuest) / (m.eveningHours * 3600);
  const joinRate = guests / (m.joinMinutes * 60);
  const open = guests * m.openShare;
  const connectRate = joinRate * m.openShare + (open * m.reconnectsPerHour) / 3600;
  // Every photo and every vote changes a photo item: one record each for the stream consumers.
  const records = photoRate + voteRate;
  // A batch closes at statsBatchSize records or at the window's end, per shard.
  const statsBatches = Math.max(m.streamShards / m.statsWindowSeconds, records / m.statsBatchSize);
  const orderRate = (m.events * m.buyingShare) / (m.eveningHours * 3600);
  return {
    getEvent: joinRate,
    'getEvent (unknown code)': joinRate * m.codeMissesPerJoin,
    join: joinRate,
    getMe: connectRate,
    requestPhotoSlot: photoRate,
    confirmPhoto: photoRate,
    listPhotos: open / m.galleryEverySeconds,
    nextBallot: voteRate,
    castVote: voteRate,
    issueSocketTicket: connectRate,
    'ws $connect': connectRate,
    'ws $disconnect': connectRate,
    // The broadcaster reads an event's connections once per batch holding that event's records: at most one per record.
    'stream broadcast (per event batch)': records,
    'stream stats (per batch)': statsBatches,
    createOrder: orderRate,
    'order webhook (paid)': orderRate * (m.orderStepsEach - 1),
    staffDashboardStats: m.staffOpen / m.staffRefreshSeconds,
  };
};
