/**
 * How a raw archive is cut into parts (issue #32.6): the photos in the archive's order (oldest first, the
 * table's order), each part filled greedily until the next photo would take it over the part size, then the
 * next part begins. Deterministic (the same photos give the same parts), every photo in exactly one part,
 * and a part's photos are a contiguous run of the order — so a part is named by its first photo and the
 * next part's first photo (a key range the part's job queries). A single photo larger than a part gets a
 * part of its own (a ZIP of one file larger than the limit, rather than no archive).
 */

/** What one photo adds to a part: its raw frame and polaroid, plus their ZIP headers. */
export interface PlannedPhoto {
  id: string;
  bytes: number;
}

export interface PlannedPart {
  /** 1-based, as the buyer reads it ("Part 2 of 5"). */
  part: number;
  /** The part's first photo; the next part's first photo ends it (exclusive). */
  firstId: string;
  photos: number;
  bytes: number;
}

/**
 * ZIP bytes one photo adds besides its files: two local headers, two central directory records, data
 * descriptors and ZIP64 extras, with entry names up to ~180 bytes each (guest folder + file name). Counted
 * so a part's ZIP stays under the part size, not only its photos.
 */
export const ZIP_BYTES_PER_PHOTO = 2 * (30 + 46 + 24 + 32 + 2 * 180);

export const planParts = (photos: readonly PlannedPhoto[], partBytes: number): PlannedPart[] => {
  const parts: PlannedPart[] = [];
  let current: PlannedPart | undefined;
  for (const photo of photos) {
    const bytes = photo.bytes + ZIP_BYTES_PER_PHOTO;
    if (!current || (current.photos > 0 && current.bytes + bytes > partBytes)) {
      current = { part: parts.length + 1, firstId: photo.id, photos: 0, bytes: 0 };
      parts.push(current);
    }
    current.photos++;
    current.bytes += bytes;
  }
  return parts;
};
