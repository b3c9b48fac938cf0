import type { CreateEventResponse } from '../../../shared/schemas/events.js';
import type { SessionResponse } from '../../../shared/schemas/participants.js';
import { apiClient, Recorder } from '../load/recorder.js';
import { uploadPhoto, type PhotoFiles } from '../load/upload.js';
import { pool } from '../lib/stats.js';

/** An event with `photos` photos (real JPEGs) from a few guests; the viewer is one of them (My Photos is the gallery's first tab). */
export interface SeededGallery {
  code: string;
  title: string;
  viewer: SessionResponse;
  photos: number;
  seconds: number;
}

export const seedGallery = async (apiBase: string, files: PhotoFiles, photos: number): Promise<SeededGallery> => {
  const t0 = performance.now();
  const rec = new Recorder();
  const api = apiClient(apiBase, rec);
  const perGuest = 50;
  const uploaders = Math.ceil(photos / perGuest);
  const title = 'Bench Gallery';
  const created = await api<CreateEventResponse>('createEvent', 'POST', '/events', undefined, {
    title,
    organizerName: 'Ana',
    maxParticipants: uploaders + 5,
    maxPhotosPerUser: perGuest,
  });
  if (!created) throw new Error(`seed: create failed ${JSON.stringify(rec.errors)}`);
  const code = created.event.code;
  const join = (name: string) => api<SessionResponse>('join', 'POST', `/events/${code}/join`, undefined, { name });
  const guests = await Promise.all(Array.from({ length: uploaders }, (_, i) => join(`Uploader ${i + 1}`)));
  const viewer = guests[0];
  await api('startEvent', 'POST', `/events/${code}/start`, created.creatorToken);
  const jobs = Array.from({ length: photos }, (_, i) => guests[i % uploaders]!);
  let done = 0;
  await pool(jobs, 8, async (g) => {
    if (await uploadPhoto(api, rec, code, g.token, files)) done++;
  });
  if (!viewer || guests.some((g) => !g) || rec.errors.length) throw new Error(`seed: ${rec.errors.length} errors, first ${JSON.stringify(rec.errors[0])}`);
  return { code, title, viewer, photos: done, seconds: (performance.now() - t0) / 1000 };
};
