import type { EventCsv } from '#shared/schemas/add-ons.js';
import { saveTextFile } from './saveTextFile';

/**
 * Saves the event CSV the server answered: inline text as a Blob download, or — a large event's export — its
 * short-lived presigned link, followed by a temporary link (the storage answers it as an attachment under the
 * file's name, so the page stays where it is).
 */
export function saveEventCsv(file: EventCsv): void {
  if ('csv' in file) return saveTextFile(file.csv, file.fileName);
  const link = document.createElement('a');
  link.href = file.url;
  link.download = file.fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
