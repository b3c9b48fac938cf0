import { useCallback, useEffect, useRef, useState } from 'react';
import { challengeEndpointRoutes as endpointRoutes } from '#shared/api/challenge-endpoint-routes.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import { callApi } from '../../api/callApi';
import { appendPage, mergeFirstPage, type Feed } from '../gallery/galleryModel';

export interface PromptPhotos {
  status: 'loading' | 'ready' | 'error';
  photos: PhotoView[];
  hasMore: boolean;
  more: 'idle' | 'loading' | 'error';
  loadMore: () => void;
  retry: () => void;
}

/** What the event socket said since the view opened (useChallengeCard). */
export interface PromptPhotosLive {
  version: number;
  removed: ReadonlySet<string>;
  moved: ReadonlyMap<string, string | null>;
}

interface State extends Feed {
  status: PromptPhotos['status'];
  more: PromptPhotos['more'];
}

const EMPTY: State = { photos: [], nextCursor: null, status: 'loading', more: 'idle' };

/**
 * One challenge's photos, newest first, a page at a time (GET …/challenges/{promptId}/photos). `version`
 * rising (a live change) reads the first page again and lays it over what is shown (galleryModel's merge);
 * `removed` photos (hidden or deleted) and photos `moved` to another prompt leave at once. `limit` keeps the overview's sections short.
 */
export function usePromptPhotos(code: string, token: string, promptId: string, live: PromptPhotosLive, limit?: number): PromptPhotos {
  const { version, removed, moved } = live;
  const [state, setState] = useState<State>(EMPTY);
  const firstGen = useRef(0);
  const moreGen = useRef(0);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });

  const readFirst = useCallback(
    (signal: AbortSignal) => {
      const gen = ++firstGen.current;
      callApi(endpointRoutes.listChallengePhotos, { params: { code, promptId }, query: limit ? { limit } : {}, token }, signal).then(
        (page) => {
          if (gen !== firstGen.current) return;
          setState((s) => ({ ...s, ...(s.status === 'ready' ? mergeFirstPage(s, page) : { photos: page.photos, nextCursor: page.nextCursor }), status: 'ready' }));
        },
        (error: unknown) => {
          if (signal.aborted || gen !== firstGen.current) return;
          console.error('challenge photos failed to load', error);
          setState((s) => (s.status === 'ready' ? s : { ...s, status: 'error' }));
        },
      );
    },
    [code, token, promptId, limit],
  );

  // Another prompt (or credential) starts from nothing.
  useEffect(() => {
    moreGen.current += 1;
    setState(EMPTY);
  }, [readFirst]);
  // The first read, and again on each live change.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    readFirst(controller.signal);
    return () => controller.abort();
  }, [readFirst, version, attempt]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (!current.nextCursor || current.more === 'loading') return;
    const gen = ++moreGen.current;
    setState((s) => ({ ...s, more: 'loading' }));
    callApi(endpointRoutes.listChallengePhotos, { params: { code, promptId }, query: { cursor: current.nextCursor, ...(limit ? { limit } : {}) }, token }).then(
      (page) => {
        if (gen === moreGen.current) setState((s) => ({ ...s, ...appendPage(s, page), more: 'idle' }));
      },
      (error: unknown) => {
        if (gen !== moreGen.current) return;
        console.error('challenge photos failed to load', error);
        setState((s) => ({ ...s, more: 'error' }));
      },
    );
  }, [code, token, promptId, limit]);

  const retry = useCallback(() => {
    setState(EMPTY);
    setAttempt((n) => n + 1);
  }, []);
  // A photo hidden, deleted or moved to another prompt leaves at once (a re-read's merge keeps shown photos).
  const photos = removed.size === 0 && moved.size === 0 ? state.photos : state.photos.filter((p) => !removed.has(p.id) && (moved.has(p.id) ? moved.get(p.id) === promptId : true));
  return { status: state.status, photos, hasMore: state.nextCursor !== null, more: state.more, loadMore, retry };
}
