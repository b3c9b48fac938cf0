/**
 * Saves text the server prepared (the event CSV) as a file on the phone: a Blob (UTF-8; the text's own
 * BOM stays its first bytes) behind a temporary link with `download`, clicked once, then released.
 */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the click has handed the Blob to the download (a synchronous revoke can cancel it).
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
