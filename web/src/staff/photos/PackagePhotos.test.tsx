// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffEvent, StaffEventDetails, StaffPhoto } from '../../../../shared/schemas/staff-events';
import { jsonResponse } from '../../testing/fixtures';
import { PackagePhotos } from './PackagePhotos';
import { toPackage } from './packages';

const event = (code: string, title: string): StaffEvent => ({
  code,
  title,
  eventType: 'wedding',
  maxParticipants: 20,
  photoCount: 1,
  hiddenCount: 0,
  participantCount: 1,
  status: 'completed',
  createdAt: '2026-01-01T10:00:00.000Z',
  organizerName: 'Ana',
  storageBytes: 1000,
  photoStorage: 'standard',
});
const photo = (id: string, uploaderName: string): StaffPhoto => ({
  id,
  uploaderName,
  uploadedAt: '2026-01-01T11:00:00.000Z',
  size: 1000,
  totalVotes: 0,
  polaroidUrl: `https://files.test/${id}.jpg`,
  rawUrl: `https://files.test/${id}-raw.jpg`,
  polaroidDownloadUrl: `https://files.test/${id}.jpg?dl`,
  rawDownloadUrl: `https://files.test/${id}-raw.jpg?dl`,
});
const details = (e: StaffEvent, photos: StaffPhoto[]): StaffEventDetails => ({
  event: e,
  stats: { participants: 1, photos: photos.length, hiddenPhotos: 0, votes: 0, storageBytes: 1000 },
  photos,
  nextPhotosCursor: null,
  participants: [],
});

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a package photo grid', () => {
  it('switched to another package, shows it loading, not the previous package’s photos under the new title', async () => {
    const a = event('AAA111', 'Party A');
    const b = event('BBB222', 'Party B');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        if (String(input).includes('/AAA111/details')) return jsonResponse(200, details(a, [photo('pa', 'Alice')]));
        return new Promise<Response>(() => {}); // B's photos are still on their way
      }),
    );
    const props = { token: 't', isAdmin: true, onClose: () => {}, onAuthFailure: () => {}, onChanged: () => {} };
    const { rerender } = render(<PackagePhotos pkg={toPackage(a)} {...props} />);
    expect(await screen.findByRole('img', { name: 'Photo 1 by Alice' })).toBeTruthy();

    rerender(<PackagePhotos pkg={toPackage(b)} {...props} />);
    expect(screen.getByText('Photos of Party B')).toBeTruthy();
    expect(screen.getByText('Loading photos…')).toBeTruthy();
    // Alice's photo belongs to Party A: Delete here would ask the server to delete it from Party B.
    expect(screen.queryByRole('img', { name: 'Photo 1 by Alice' })).toBeNull();
  });
});
