import { useEffect, useId, useRef } from 'react';
import type { ComposedPhoto } from '../../../camera';
import { useTexts } from '../../../i18n/texts';

import { SHUTTER_MARK, SHUTTER_TO_REVIEW } from './shutterMarks';

interface ReviewScreenProps {
  photo: ComposedPhoto;
  url: string;
  onRetake: () => void;
  onKeep: () => void;
  /** A photo picked from the library: "Pick Another" instead of "Retake". */
  fromLibrary?: boolean;
}

/** Spec: a review screen titled "Your Polaroid" with Retake and Keep Photo. */
export function ReviewScreen({ photo, url, onRetake, onKeep, fromLibrary = false }: ReviewScreenProps) {
  const t = useTexts('event').camera.review;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The screen changed under the guest's finger: say so by moving focus to its title.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="review" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} className="review__title" tabIndex={-1}>
        {t.title}
      </h2>
      <div className="review__print">
        <img
          className="review__image"
          src={url}
          width={photo.polaroid.width}
          height={photo.polaroid.height}
          alt={fromLibrary ? t.libraryAlt : t.photoAlt}
          onLoad={() => {
            try {
              performance.measure(SHUTTER_TO_REVIEW, SHUTTER_MARK);
            } catch {
              // No shutter mark (cleared): nothing to measure.
            }
          }}
        />
      </div>
      <div className="row review__actions">
        <button type="button" className="btn btn--secondary btn--large" onClick={onRetake}>
          {fromLibrary ? t.pickAnother : t.retake}
        </button>
        <button type="button" className="btn btn--primary btn--large" onClick={onKeep}>
          {t.keep}
        </button>
      </div>
    </section>
  );
}
