import { useEffect, useMemo, useState } from 'react';
import { queueEntry, type QueueListener } from '../model/upload/photoQueues';
import { waitingCount } from '../model/upload/queueRunner';
import { useTexts } from '../i18n/texts';
import { RefusedPhotos } from './RefusedPhotos';

/**
 * This person's kept photos that are still only on this phone, on the screens without a camera (gallery,
 * awards): how many wait to upload, and each one the server refused with its reason and Save to phone. The
 * end of the event moves a guest from the camera to the awards, and a guest's event home of an ended event
 * only sends them there again: a photo kept offline and refused after the end is told here, or nowhere.
 * The queue goes on sending from here (the camera's runner). Not usePhotoQueue: sharing it would split it
 * out of the camera's chunk, which is at its budget.
 */
export default function DevicePhotos({ code, participantId, token }: { code: string; participantId: string; token: string }) {
  const entry = useMemo(() => queueEntry(code, participantId, token), [code, participantId, token]);
  const [photos, setPhotos] = useState(entry.runner.queued);
  const t = useTexts('event').camera.upload;
  useEffect(() => {
    setPhotos(entry.runner.queued);
    const listener: QueueListener = (event) => {
      if (event.type === 'change') setPhotos(entry.runner.queued);
    };
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
    };
  }, [entry]);
  if (photos.length === 0) return null;
  const waiting = waitingCount(photos);
  return (
    <div className="stack stack--tight">
      {waiting > 0 && (
        <p className="banner banner--info" role="status" data-testid="upload-waiting">
          {t.waiting(waiting)}
        </p>
      )}
      <RefusedPhotos photos={photos.filter((p) => p.refusal)} onRemove={(clientId) => void entry.runner.remove(clientId).catch(() => undefined)} />
    </div>
  );
}
