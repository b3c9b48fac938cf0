import type { PhotoView } from '#shared/schemas/photos.js';
import { voteCountsOf, type PhotoItem } from '../../data/photo-item.js';
import { presignGet } from './photo-urls.js';

/** The gallery form of a photo; URLs are computed locally (no network), so a page costs no extra calls. */
export const toPhotoView = async (p: PhotoItem, at: Date): Promise<PhotoView> => {
  const [thumbnailUrl, url, downloadUrl] = await Promise.all([
    presignGet(p.eventCode, p.id, 'thumbnail', at),
    presignGet(p.eventCode, p.id, 'polaroid', at),
    presignGet(p.eventCode, p.id, 'polaroid', at, p.fileName),
  ]);
  return {
    id: p.id,
    uploaderId: p.uploaderId,
    uploaderName: p.uploaderName,
    uploadedAt: p.uploadedAt,
    fileName: p.fileName,
    size: p.sizes.polaroid,
    width: p.width,
    height: p.height,
    thumbnailUrl,
    url,
    downloadUrl,
    votes: voteCountsOf(p),
    ...(p.promptId ? { promptId: p.promptId } : {}),
  };
};
