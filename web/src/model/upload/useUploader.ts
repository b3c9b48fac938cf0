import { useCallback, useEffect, useRef, useState } from 'react';
import { SUCCESS_BANNER_MS } from '#shared/constants.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import type { PhotoCount } from './usePhotoCount';
import { UploadFailure, uploadFailureMessage, uploadPhoto, type PhotoFiles } from './uploadPhoto';

export type UploadStatus =
  | { kind: 'idle' }
  | { kind: 'uploading'; filesDone: number; filesTotal: number }
  | { kind: 'retrying'; retry: number }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

export interface Uploader {
  status: UploadStatus;
  /** Keep Photo: the count goes down at once and the upload starts. */
  upload: (files: PhotoFiles) => void;
  dismiss: () => void;
}

/** Ours (the spec shows a success banner for 3 seconds without its text). */
export const UPLOAD_SUCCESS_MESSAGE = 'Photo uploaded! It is in the gallery now.';

/**
 * Runs the camera's uploads and says how they go. An upload is not cancelled when the camera screen goes
 * away (the guest opened the gallery): the photo still reaches the event.
 */
export function useUploader(code: string, token: string, count: PhotoCount, onUploaded?: (photo: PhotoView) => void): Uploader {
  const [status, setStatus] = useState<UploadStatus>({ kind: 'idle' });
  const mounted = useRef(true);
  const countRef = useRef(count);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    countRef.current = count;
    onUploadedRef.current = onUploaded;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const set = useCallback((next: UploadStatus) => {
    if (mounted.current) setStatus(next);
  }, []);

  const upload = useCallback(
    (files: PhotoFiles) => {
      countRef.current.take();
      set({ kind: 'uploading', filesDone: 0, filesTotal: 3 });
      uploadPhoto({
        code,
        token,
        files,
        onProgress: (p) => set(p.phase === 'uploading' ? { kind: 'uploading', filesDone: p.filesDone, filesTotal: p.filesTotal } : { kind: 'retrying', retry: p.retry }),
      }).then(
        (photo) => {
          countRef.current.uploaded(photo);
          onUploadedRef.current?.(photo);
          set({ kind: 'success' });
        },
        (error: unknown) => {
          console.error('photo upload failed', error);
          const failure = error instanceof UploadFailure ? error : new UploadFailure(0, '', null, null, false, { cause: error });
          countRef.current.failed(failure.code === 'PHOTO_QUOTA_REACHED');
          set({ kind: 'error', message: uploadFailureMessage(failure) });
        },
      );
    },
    [code, token, set],
  );

  // The success banner shows for 3 seconds.
  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = setTimeout(() => setStatus((s) => (s.kind === 'success' ? { kind: 'idle' } : s)), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const dismiss = useCallback(() => setStatus({ kind: 'idle' }), []);
  return { status, upload, dismiss };
}
