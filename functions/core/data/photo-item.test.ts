import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { photoItemSchema, slotItemSchema } from './photo-item.js';

const slot = { PK: 'EVENT#ABC123', SK: 'SLOT#01', entity: 'slot', id: '01', eventCode: 'ABC123', uploaderId: 'u', sizes: { polaroid: 1, raw: 1, thumbnail: 1 }, createdAt: 't', expiresAt: 't' };
const photo = {
  PK: 'EVENT#ABC123', SK: 'PHOTO#01', entity: 'photo', id: '01', eventCode: 'ABC123', uploaderId: 'u', uploaderName: 'Ana', fileName: 'f.jpg',
  sizes: { polaroid: 1, raw: 1, thumbnail: 1 }, width: 800, height: 1000, uploadedAt: 't', GSI2PK: 'g', GSI2SK: 'g',
};

describe('the recorded camera filter', () => {
  it('reads a filter the camera offers as recorded', () => {
    expect(z.parse(photoItemSchema(), { ...photo, filter: 'warm' }).filter).toBe('warm');
    expect(z.parse(slotItemSchema(), { ...slot, filter: 'blackwhite' }).filter).toBe('blackwhite');
  });

  it('reads a retired or unknown filter as not recorded, and the photo stays readable', () => {
    expect(z.parse(photoItemSchema(), { ...photo, filter: 'sepia' }).filter).toBeUndefined();
    expect(z.parse(photoItemSchema(), { ...photo, filter: 7 }).filter).toBeUndefined();
    expect(z.parse(slotItemSchema(), { ...slot, filter: 'sepia' }).filter).toBeUndefined();
  });

  it('leaves an absent filter absent', () => {
    expect('filter' in z.parse(photoItemSchema(), photo)).toBe(false);
  });
});
