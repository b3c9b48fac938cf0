// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ArchiveDownload, type ArchiveDownloadTexts } from './ArchiveDownload';

const texts: ArchiveDownloadTexts = {
  single: 'Download the archive',
  parts: (n) => `Your archive comes as ${n} ZIP files.`,
  part: (i, n) => `Download part ${i} of ${n}`,
};
const links = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('ArchiveDownload', () => {
  afterEach(cleanup);

  it('an archive in one part is one link', () => {
    render(<ArchiveDownload url="https://s3/a.zip" texts={texts} className="btn" />);
    expect(links()).toEqual([['Download the archive', 'https://s3/a.zip']]);
    expect(screen.getByRole('link').className).toBe('btn');
  });

  it('a one-element parts list is still the one link', () => {
    render(<ArchiveDownload url="https://s3/a.zip" parts={['https://s3/a.zip']} texts={texts} />);
    expect(links()).toEqual([['Download the archive', 'https://s3/a.zip']]);
  });

  it('an archive in parts offers every part, in order, with the line saying why, never part 1 alone', () => {
    const parts = ['https://s3/p1.zip', 'https://s3/p2.zip', 'https://s3/p3.zip'];
    render(<ArchiveDownload url={parts[0]!} parts={parts} texts={texts} testId="dl" />);
    expect(links()).toEqual(parts.map((url, i) => [`Download part ${i + 1} of 3`, url]));
    expect(screen.getByText('Your archive comes as 3 ZIP files.')).toBeTruthy();
    expect(screen.queryByText('Download the archive')).toBeNull();
    expect(screen.getByTestId('dl').querySelectorAll('li')).toHaveLength(3);
  });
});
