/**
 * Everything the join form's submit needs: the shared schemas (and with them zod), the API client and the
 * join itself. JoinForm loads this on demand (and prefetches it when join mode opens), so the lobby's first
 * paint does not wait for ~30 KB of validation and API code (DESIGN section 12, guest-entry budget).
 */
export { validateJoinForm } from './validateJoinForm';
export { joinEvent } from '../../model/join/joinEvent';
