import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { guestEndpointRoutes as endpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import type { GalleryPage, PhotoView } from '#shared/schemas/photos.js';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { takeEarlyPhotos } from '../../early/galleryPrefetch';
import { removedWhileReading } from '../../realtime/removedWhileReading';
import { appendPage, mergeFirstPage, removePhoto, type Feed } from './galleryModel';

export interface PhotoFeed {
  photos: PhotoView[];
  /**
   * loading: the first page of this tab is on its way; error: it failed (Error Loading Photos); expired: the
   * server closed the list (410 GALLERY_EXPIRED, the free days are over).
   */
  status: 'loading' | 'ready' | 'error' | 'expired';
  hasMore: boolean;
  more: 'idle' | 'loading' | 'error';
  refreshing: boolean;
  /** The last refresh failed (the network, a busy server): the photos shown may be behind; cleared by the next answer. */
  refreshFailed: boolean;
  /** Reads the first page again and lays it over the list (Refresh, live updates, Try Again). */
  refresh: () => void;
  loadMore: () => void;
  /** Drops a photo at once (hidden or deleted: the realtime 'photo-removed', or this phone's own action). */
  remove: (photoId: string) => void;
}

interface State extends Feed {
  status: PhotoFeed['status'];
  more: PhotoFeed['more'];
  refreshing: boolean;
  refreshFailed: boolean;
}

const EMPTY: State = { photos: [], nextCursor: null, status: 'loading', more: 'idle', refreshing: false, refreshFailed: false };

/** A page without the photos removed while it was on its way. */
const without = (page: GalleryPage, gone: (photoId: string) => boolean): GalleryPage => ({ ...page, photos: page.photos.filter((p) => !gone(p.id)) });

/**
 * The gallery's photos for one tab (mine or all), newest first, a page at a time. `token` null pauses it
 * (nothing is read until the event check has answered).
 */
export function usePhotoFeed(code: string, token: string | null, mine: boolean): PhotoFeed {
  const [state, setState] = useState<State>(EMPTY);
  // Answers of an earlier tab or an earlier read must not land: each read knows its generation.
  const firstGen = useRef(0);
  const moreGen = useRef(0);
  const firstAbort = useRef<AbortController | null>(null);
  const moreAbort = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });
  /** A page read before a removal can answer after it and would bring the photo back (on top, as new). */
  const [removals] = useState(removedWhileReading);

  const readFirst = useCallback(() => {
    if (!token) return;
    firstAbort.current?.abort();
    const controller = new AbortController();
    firstAbort.current = controller;
    const gen = ++firstGen.current;
    const mark = removals.start();
    setState((s) => (s.status === 'ready' ? { ...s, refreshing: true } : { ...s, status: 'loading' }));
    // The entry may already have asked (early/galleryPrefetch.ts); only the first read can use that answer.
    const request =
      takeEarlyPhotos(code, token, mine, controller.signal) ??
      callApi(endpointRoutes.listPhotos, { params: { code }, query: { mine: mine ? 'true' : 'false' }, token }, controller.signal);
    request.then(
      (answer) => {
        if (gen !== firstGen.current) return;
        const page = without(answer, removals.removedSince(mark));
        // A transition: React renders the page's cards in slices, so 30–60 of them never hold a phone's main
        // thread for long in one go (a plain update renders them in one task: ~0.8 s at 4× CPU slowdown).
        startTransition(() =>
          setState((s) => {
            const feed = s.status === 'ready' ? mergeFirstPage(s, page) : { photos: page.photos, nextCursor: page.nextCursor };
            return { ...s, ...feed, status: 'ready', refreshing: false, refreshFailed: false };
          }),
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted || gen !== firstGen.current) return;
        if (isApiError(error) && error.code === 'GALLERY_EXPIRED') {
          // Not a failure: the free gallery is over (the screen shows the expired view, refresh or not).
          setState((s) => ({ ...s, status: 'expired', refreshing: false }));
          return;
        }
        console.error('gallery page failed to load', error);
        // A refresh that fails keeps what is shown, and says so; only a first load ends in the error state.
        setState((s) => (s.status === 'ready' ? { ...s, refreshing: false, refreshFailed: true } : { ...s, status: 'error', refreshing: false }));
      },
    ).finally(() => removals.done());
  }, [code, token, mine, removals]);

  // A new tab (or credential) starts from nothing.
  useEffect(() => {
    moreAbort.current?.abort();
    moreGen.current += 1;
    setState(EMPTY);
    readFirst();
    return () => {
      firstAbort.current?.abort();
      moreAbort.current?.abort();
      firstGen.current += 1;
      moreGen.current += 1;
    };
  }, [readFirst]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (!token || !current.nextCursor || current.more === 'loading') return;
    const controller = new AbortController();
    moreAbort.current = controller;
    const gen = ++moreGen.current;
    const mark = removals.start();
    setState((s) => ({ ...s, more: 'loading' }));
    callApi(endpointRoutes.listPhotos, { params: { code }, query: { mine: mine ? 'true' : 'false', cursor: current.nextCursor }, token }, controller.signal).then(
      (answer) => {
        if (gen !== moreGen.current) return;
        // Filtered now: the update runs later, when the record may have moved on.
        const page = without(answer, removals.removedSince(mark));
        startTransition(() => setState((s) => ({ ...s, ...appendPage(s, page), more: 'idle' })));
      },
      (error: unknown) => {
        if (controller.signal.aborted || gen !== moreGen.current) return;
        if (isApiError(error) && error.code === 'GALLERY_EXPIRED') {
          setState((s) => ({ ...s, status: 'expired', more: 'idle' }));
          return;
        }
        console.error('gallery page failed to load', error);
        if (isApiError(error) && error.code === 'INVALID_CURSOR') {
          // The cursor aged out: start the list again.
          setState(EMPTY);
          readFirst();
          return;
        }
        setState((s) => ({ ...s, more: 'error' }));
      },
    ).finally(() => removals.done());
  }, [code, token, mine, readFirst, removals]);

  const remove = useCallback((photoId: string) => {
    removals.removed(photoId);
    setState((s) => ({ ...s, ...removePhoto(s, photoId) }));
  }, [removals]);

  return {
    remove,
    photos: state.photos,
    status: state.status,
    hasMore: state.nextCursor !== null,
    more: state.more,
    refreshing: state.refreshing,
    refreshFailed: state.refreshFailed,
    refresh: readFirst,
    loadMore,
  };
}
