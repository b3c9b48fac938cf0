import type { ConfirmPhotoResponse, PhotoSlotResponse } from '../../../shared/schemas/photos.js';
import type { apiClient, Recorder } from './recorder.js';

export interface PhotoFiles {
  polaroid: Uint8Array;
  raw: Uint8Array;
  thumbnail: Uint8Array;
}

const KINDS = ['polaroid', 'raw', 'thumbnail'] as const;

/** A confirmed photo and when its confirm request left this client (performance.now()), the realtime figure's start. */
export interface UploadedPhoto {
  photo: ConfirmPhotoResponse['photo'];
  confirmSentAt: number;
}

/**
 * One photo the way the app uploads it: a slot with the exact sizes, the three files PUT straight to the
 * presigned URLs (S3 emulator behind its SigV4 guard), then confirm. Failures are recorded, not thrown.
 */
export const uploadPhoto = async (
  api: ReturnType<typeof apiClient>,
  rec: Recorder,
  code: string,
  token: string,
  files: PhotoFiles,
): Promise<UploadedPhoto | undefined> => {
  const sizes = Object.fromEntries(KINDS.map((k) => [k, { size: files[k].length }]));
  const slot = await api<PhotoSlotResponse>('requestPhotoSlot', 'POST', `/events/${code}/photos`, token, { files: sizes });
  if (!slot) return undefined;
  const puts = await Promise.all(
    KINDS.map(async (kind) => {
      try {
        const res = await rec.time('S3 PUT (presigned)', () =>
          fetch(slot.uploads[kind].url, { method: 'PUT', body: files[kind] as Uint8Array<ArrayBuffer>, headers: slot.uploads[kind].headers }),
        );
        const text = await res.text();
        if (res.status !== 200) rec.error('S3 PUT (presigned)', res.status, text);
        return res.status === 200;
      } catch (e) {
        rec.error('S3 PUT (presigned)', 'network', e instanceof Error ? e.message : String(e));
        return false;
      }
    }),
  );
  if (!puts.every(Boolean)) return undefined;
  const confirmSentAt = performance.now();
  const confirmed = await api<ConfirmPhotoResponse>('confirmPhoto', 'POST', `/events/${code}/photos/${slot.photoId}/confirm`, token);
  return confirmed ? { photo: confirmed.photo, confirmSentAt } : undefined;
};
