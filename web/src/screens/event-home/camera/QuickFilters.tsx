import { QUICK_FILTERS, type FilterName } from '../../../camera';
import type { CameraTexts } from './cameraTexts';

/** The quick filter strip under the preview: one pressed button per filter. */
export function QuickFilters({ t, filter, onPick }: { t: CameraTexts; filter: FilterName; onPick: (filter: FilterName) => void }) {
  return (
    <div className="filters" role="group" aria-label={t.quickFilters}>
      {QUICK_FILTERS.map((name) => (
        <button key={name} type="button" className="filters__btn" aria-pressed={filter === name} onClick={() => onPick(name)}>
          <span className={`filters__swatch filters__swatch--${name}`} aria-hidden="true" />
          {t.filterNames[name]}
        </button>
      ))}
    </div>
  );
}
