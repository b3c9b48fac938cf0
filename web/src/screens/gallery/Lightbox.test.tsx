// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { photoView } from '../../testing/fixtures';
import { Lightbox } from './Lightbox';

const photos = [1, 2, 3].map((n) => photoView({ id: `01J0000000000000000000000${n}`, uploaderName: `Guest ${n}` }));

function Harness({ onDownload = vi.fn(), start = 0 }: { onDownload?: () => void; start?: number }) {
  const [index, setIndex] = useState(start);
  return (
    <>
      <button type="button" onClick={() => setIndex(0)}>
        open
      </button>
      <Lightbox photos={photos} index={index} onIndex={setIndex} onClose={() => setIndex(-1)} onDownload={onDownload} downloading={false} error={null} />
    </>
  );
}

afterEach(cleanup);

describe('lightbox', () => {
  it('ArrowRight and ArrowLeft step with wraparound; Escape closes and unlocks the page', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Photo by Guest 1' });
    expect(screen.getByText('1 of 3')).toBeTruthy();
    expect(document.documentElement.style.overflow).toBe('hidden');
    // Only the lightbox loads the full polaroid.
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Photo by Guest 1' }).src).toBe(photos[0]!.url);

    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByText('2 of 3')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByText('1 of 3')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(screen.getByText('3 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Photo by Guest 3' })).toBeTruthy();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByText(/of 3/)).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('has named Previous, Next, Download and Close controls', () => {
    const onDownload = vi.fn();
    render(<Harness onDownload={onDownload} start={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('3 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('3 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download photo' }));
    expect(onDownload).toHaveBeenCalledWith(photos[2]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
