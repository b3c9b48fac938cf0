import { guestEndpointRoutes as endpointRoutes } from '../../../shared/api/guest-endpoint-routes';
import type { GalleryPage } from '../../../shared/schemas/photos';
import { callApi } from '../api/callApi';
import { meKey } from './earlyMe';
import { startEarly, takeEarly } from './earlyRequests';

/**
 * /gallery's first reads, started by the entry (startEarly.ts) instead of after the gallery chunk has
 * downloaded and React has rendered: the event check (GET …/me) and the first page of the tab shown
 * (GET …/photos), with the session the page will use. The first paint (galleryFirstPaint.ts) shows the
 * first row of that page. The gallery's hooks take these answers (earlyMe.ts's takeEarlyMe, takeEarlyPhotos) and ask the
 * server themselves when there is none.
 */

/** The sessions the gallery can show (what GalleryPage needs of the session store). */
export interface GallerySessionLike {
  eventCode: string;
  userName: string;
  token: string;
}

export interface GalleryPrefetch {
  code: string;
  token: string;
  mine: boolean;
  /** The photo list is read (the gallery view, not voting or the awards). */
  photos: boolean;
}

/** That person's session of the event: the exact name first, then ignoring case (GalleryPage's rule). */
export function gallerySession<S extends GallerySessionLike>(sessions: S[], user: string): S | null {
  return sessions.find((s) => s.userName === user) ?? sessions.find((s) => s.userName.toLowerCase() === user.toLowerCase()) ?? null;
}

/**
 * What the gallery at this address will read first, or null (another route, no event or user in the
 * query, no session of that person here: the page then shows Access Restricted and reads nothing).
 */
export function galleryPrefetchPlan(
  location: Pick<Location, 'pathname' | 'search'>,
  sessionsOf: (code: string) => GallerySessionLike[],
): GalleryPrefetch | null {
  if (location.pathname.replace(/\/+$/, '') !== '/gallery') return null;
  const params = new URLSearchParams(location.search);
  const code = params.get('event')?.trim().toUpperCase();
  const user = params.get('user')?.trim();
  if (!code || !user) return null;
  const session = gallerySession(sessionsOf(code), user);
  if (!session) return null;
  const view = params.get('view');
  return { code: session.eventCode, token: session.token, mine: params.get('tab') !== 'all', photos: view !== 'voting' && view !== 'awards' };
}

/** The first row of the grid on a phone (two columns): the page's largest paint. */
export const FIRST_ROW_THUMBNAILS = 2;

const photosKey = (code: string, token: string, mine: boolean): string => `listPhotos ${code} ${mine ? 'mine' : 'all'} ${token}`;

/** Starts the reads; the first page's answer when the plan reads photos (the first paint shows its first row). */
export function startGalleryRequests(plan: GalleryPrefetch): Promise<GalleryPage> | null {
  const { code, token, mine } = plan;
  startEarly(meKey(code, token), () => callApi(endpointRoutes.getMe, { params: { code }, token }));
  if (!plan.photos) return null;
  return startEarly(photosKey(code, token, mine), () => callApi(endpointRoutes.listPhotos, { params: { code }, query: { mine: mine ? 'true' : 'false' }, token }));
}

/** The first page of a tab, if the entry started it with this credential (once; null otherwise). */
export const takeEarlyPhotos = (code: string, token: string, mine: boolean, signal?: AbortSignal): Promise<GalleryPage> | null =>
  takeEarly<GalleryPage>(photosKey(code, token, mine), signal);
