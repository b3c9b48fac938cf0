import { describe, expect, it } from 'vitest';
import { DOWNLOAD_STAGGER_MS, bulkPhotoFileName, downloadAll } from './downloadAll';

describe('downloadAll (spec section 9: staggered bulk downloads)', () => {
  it('saves each file under {title}-{kind}-photo-{n}.jpg, 500 ms apart', async () => {
    const log: string[] = [];
    const saved: string[] = [];
    const started = await downloadAll([{ url: 'https://s3/a' }, { url: 'https://s3/b' }, { url: 'https://s3/c' }], 'Ana & Ion', 'raw', {
      wait: async (ms) => {
        log.push(`wait ${ms}`);
      },
      fetchFile: async (url) => {
        log.push(`fetch ${url}`);
        return new Blob(['x']);
      },
      save: (_href, name) => saved.push(name),
    });
    expect(started).toBe(3);
    expect(saved).toEqual(['Ana & Ion-raw-photo-1.jpg', 'Ana & Ion-raw-photo-2.jpg', 'Ana & Ion-raw-photo-3.jpg']);
    expect(log).toEqual(['fetch https://s3/a', `wait ${DOWNLOAD_STAGGER_MS}`, 'fetch https://s3/b', `wait ${DOWNLOAD_STAGGER_MS}`, 'fetch https://s3/c']);
    expect(DOWNLOAD_STAGGER_MS).toBe(500);
  });

  it('falls back to the Content-Disposition URL when the file cannot be fetched', async () => {
    const saved: [string, string][] = [];
    await downloadAll([{ url: 'https://s3/a', downloadUrl: 'https://s3/a?attachment' }], 'Party', 'polaroid', {
      wait: async () => {},
      fetchFile: () => Promise.reject(new Error('cors')),
      save: (href, name) => saved.push([href, name]),
    });
    expect(saved).toEqual([['https://s3/a?attachment', 'Party-polaroid-photo-1.jpg']]);
  });

  it('keeps names file-system safe', () => {
    expect(bulkPhotoFileName('a/b:c', 'polaroid', 2)).toBe('a-b-c-polaroid-photo-2.jpg');
    expect(bulkPhotoFileName('  ', 'raw', 1)).toBe('event-raw-photo-1.jpg');
  });
});
