import './archive-download.css';

/** What the archive's links say, from the catalogue of the screen that shows them. */
export interface ArchiveDownloadTexts {
  /** The one link of an archive in one part. */
  readonly single: string;
  /** Why there are several links: "Your archive is large, so it comes as 3 ZIP files…". */
  readonly parts: (count: number) => string;
  /** One part's link: "Part 2 of 3". */
  readonly part: (part: number, count: number) => string;
}

interface Props {
  readonly url: string;
  /** A several-part archive's links, part 1 first (issue #32.6); absent or one: the archive is `url` alone. */
  readonly parts?: readonly string[] | undefined;
  readonly texts: ArchiveDownloadTexts;
  /** The single link's look (a button on some screens); the parts are always a list of links. */
  readonly className?: string;
  readonly testId?: string;
}

/**
 * The raw archive's download wherever it is offered: one link, or for a large archive every part's link with a
 * line saying why. One component, so no screen can offer part 1 alone as if it were the whole archive.
 */
export function ArchiveDownload({ url, parts, texts, className, testId }: Props) {
  if (!parts || parts.length <= 1)
    return (
      <a className={className} href={url} target="_blank" rel="noopener noreferrer" data-testid={testId}>
        {texts.single}
      </a>
    );
  return (
    <div className="archive-download" data-testid={testId}>
      <p className="archive-download__why">{texts.parts(parts.length)}</p>
      <ul className="archive-download__parts" data-testid="archive-parts">
        {parts.map((part, i) => (
          <li key={part}>
            <a href={part} target="_blank" rel="noopener noreferrer">
              {texts.part(i + 1, parts.length)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
