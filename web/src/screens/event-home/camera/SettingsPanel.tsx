import { useId, useRef, type ReactNode } from 'react';
import {
  AGING_LEVELS,
  DEFAULT_POLAROID_SETTINGS,
  FILTER_NAMES,
  FRAME_STYLES,
  GRADINGS,
  VINTAGE_EFFECTS,
  type CameraFacing,
  type PolaroidSettings,
} from '../../../camera';
import { useModalDialog } from '../../../components/useModalDialog';
import { useTexts } from '../../../i18n/texts';

interface SettingsPanelProps {
  open: boolean;
  settings: PolaroidSettings;
  facing: CameraFacing;
  onChange: (settings: PolaroidSettings) => void;
  onFacingChange: (facing: CameraFacing) => void;
  onClose: () => void;
}

/**
 * The camera's settings side panel (spec: Polaroid Filters, Frame Style, Aging Effects, Camera Options): a
 * modal <dialog> sliding in from the side. Changes apply at once, so the preview behind shows them.
 */
export function SettingsPanel({ open, settings, facing, onChange, onFacingChange, onClose }: SettingsPanelProps) {
  const t = useTexts('event').camera;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, open, onClose);
  const set = <K extends keyof PolaroidSettings>(key: K, value: PolaroidSettings[K]) => onChange({ ...settings, [key]: value });

  return (
    <dialog ref={ref} className="drawer" aria-labelledby={titleId}>
      {open && (
        <div className="drawer__content">
          <div className="drawer__head">
            <h2 id={titleId} className="drawer__title">
              {t.settings.title}
            </h2>
            <button type="button" className="icon-btn" onClick={onClose} aria-label={t.settings.close} data-autofocus="">
              <span aria-hidden="true">×</span>
            </button>
          </div>

          <Choices
            legend={t.settings.filters}
            options={FILTER_NAMES}
            labels={t.filterNames}
            value={settings.filter}
            onChange={(filter) => set('filter', filter)}
          />
          <Choices
            legend={t.settings.frameStyle}
            options={FRAME_STYLES}
            labels={t.frameNames}
            value={settings.frameStyle}
            onChange={(frameStyle) => set('frameStyle', frameStyle)}
          />

          <fieldset className="settings__group">
            <legend className="settings__legend">{t.settings.agingEffects}</legend>
            <Choices
              legend={t.settings.colorGrading}
              small
              options={GRADINGS}
              labels={t.gradingNames}
              value={settings.grading}
              onChange={(grading) => set('grading', grading)}
            />
            <Choices
              legend={t.settings.agingLevel}
              small
              options={AGING_LEVELS}
              labels={t.agingNames}
              value={settings.agingLevel}
              onChange={(agingLevel) => set('agingLevel', agingLevel)}
            />
            <div className="settings__toggles">
              {VINTAGE_EFFECTS.map((effect) => (
                <label key={effect} className="settings__toggle">
                  <input
                    type="checkbox"
                    checked={settings.effects[effect]}
                    onChange={(e) => set('effects', { ...settings.effects, [effect]: e.currentTarget.checked })}
                  />
                  <span>{t.effectNames[effect]}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <Choices
            legend={t.settings.cameraOptions}
            options={['environment', 'user'] as const}
            labels={{ environment: t.settings.rear, user: t.settings.front }}
            value={facing}
            onChange={onFacingChange}
          />

          <div className="row">
            <button type="button" className="btn btn--secondary" onClick={() => onChange(DEFAULT_POLAROID_SETTINGS)}>
              {t.settings.reset}
            </button>
            <button type="button" className="btn btn--primary" onClick={onClose}>
              {t.settings.done}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}

function Choices<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
  small = false,
}: {
  legend: ReactNode;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T;
  onChange: (value: T) => void;
  small?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={small ? 'settings__group settings__group--inner' : 'settings__group'}>
      <legend className="settings__legend">{legend}</legend>
      <div className="chips">
        {options.map((option) => (
          <label key={option} className="chip">
            <input type="radio" className="chip__input" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span className="chip__label">{labels[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
