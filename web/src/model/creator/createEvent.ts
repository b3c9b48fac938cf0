import { guestEndpointRoutes as endpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import { guestMessages as messages } from '#shared/guest-messages.js';
import type { CreateEventInput } from '#shared/schemas/events.js';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { codeText, errorText } from '../../i18n/errorText';
import { currentTexts } from '../../i18n/texts';
import { saveCreator, toStoredCreator, type StoredCreator } from './creatorStore';
import { pickFieldErrors, type CreateEventFieldErrors } from './createEventForm';

export type CreateEventOutcome =
  | { ok: true; creator: StoredCreator; savedOnDevice: boolean }
  | { ok: false; banner: string; fieldErrors: CreateEventFieldErrors };

/**
 * Creates the event and keeps the creator credential on this device. A failure becomes the spec's
 * "Failed to create event: {reason}" banner with the server's message as the reason, plus any per-field
 * messages the server sent. In the device's language: the Create Event screen has loaded the create texts.
 */
const failed = (reason: string): string => currentTexts('create').createEvent.failed(reason);

export async function createEvent(request: CreateEventInput, signal?: AbortSignal): Promise<CreateEventOutcome> {
  try {
    const created = await callApi(endpointRoutes.createEvent, { body: request }, signal);
    const creator = toStoredCreator(created, request.organizerName);
    return { ok: true, creator, savedOnDevice: saveCreator(creator) };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (!isApiError(error)) {
      console.error('create event failed', error);
      return { ok: false, banner: failed(currentTexts('create').errors.INTERNAL), fieldErrors: {} };
    }
    return { ok: false, banner: failed(error.fromServer ? errorText(error, messages.INTERNAL) : codeText(error.code, error.message)), fieldErrors: pickFieldErrors(error.fields) };
  }
}
