/**
 * A presigned PUT with upload progress (fetch reports none): `onProgress` gets 0…1 as bytes leave. Resolves
 * on a 2xx, rejects with the status otherwise (0 = the network failed); an abort cancels the upload.
 */
export function putWithProgress(url: string, body: Blob, headers: Readonly<Record<string, string>>, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new PutFailed(xhr.status));
    };
    xhr.onerror = () => reject(new PutFailed(0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

export class PutFailed extends Error {
  override readonly name = 'PutFailed';
  constructor(readonly status: number) {
    super(`upload failed: ${status}`);
  }
}
