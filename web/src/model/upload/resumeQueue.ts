import { listSessions } from '../session/sessionStore';
import { resumeQueuedUploads } from './photoQueues';

/**
 * Loaded on its own once the page has loaded (startApp.tsx), on every route: photos kept earlier (a reload, the
 * tab closed and opened again, an offline start) are sent without the camera's code, with each session's
 * current credential on this device.
 */
export const resumeQueueOnStart = (): Promise<number> =>
  resumeQueuedUploads((code, participantId) => listSessions(code).find((s) => s.participantId === participantId)?.token);
