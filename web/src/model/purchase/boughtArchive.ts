import { useEffect, useState } from 'react';
import { commerceEndpointRoutes } from '#shared/api/commerce-endpoint-routes.js';
import type { EventArchiveResponse } from '#shared/schemas/event-archive.js';
import { callApi } from '../../api/callApi';

export type BoughtArchive = NonNullable<EventArchiveResponse['archive']>;
export type BoughtArchiveState = { status: 'loading' } | { status: 'ready'; archive: BoughtArchive | null } | { status: 'error' };

/** The event's bought raw archive (GET /api/events/{code}/archive; the creator's session or credential). */
export async function loadBoughtArchive(code: string, token: string, signal?: AbortSignal): Promise<BoughtArchive | null> {
  return (await callApi(commerceEndpointRoutes.getEventArchive, { params: { code }, token }, signal)).archive;
}

/**
 * Whether this event's archive was bought, for the organizer's expired and purchase screens (issue 28.6).
 * No token (a guest): nothing is asked and nothing is bought, as far as this screen is concerned.
 */
export function useBoughtArchive(code: string, token: string | null, load: typeof loadBoughtArchive = loadBoughtArchive): BoughtArchiveState {
  const [state, setState] = useState<BoughtArchiveState>(token ? { status: 'loading' } : { status: 'ready', archive: null });
  useEffect(() => {
    if (!token) {
      setState({ status: 'ready', archive: null });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(code, token, controller.signal).then(
      (archive) => setState({ status: 'ready', archive }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [code, token, load]);
  return state;
}
