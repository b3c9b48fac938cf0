import { useId, useRef, type ReactNode } from 'react';
import {
  AGING_LABELS,
  AGING_LEVELS,
  DEFAULT_POLAROID_SETTINGS,
  EFFECT_LABELS,
  FILTER_LABELS,
  FILTER_NAMES,
  FRAME_SPECS,
  FRAME_STYLES,
  GRADING_LABELS,
  GRADINGS,
  VINTAGE_EFFECTS,
  type CameraFacing,
  type PolaroidSettings,
} from '../../../camera';
import { useModalDialog } from '../../../components/useModalDialog';

interface SettingsPanelProps {
  open: boolean;
  settings: PolaroidSettings;
  facing: CameraFacing;
  onChange: (settings: PolaroidSettings) => void;
  onFacingChange: (facing: CameraFacing) => void;
  onClose: () => void;
}

const FACING_LABELS: Record<CameraFacing, string> = { environment: 'Rear camera', user: 'Front camera' };

/**
 * The camera's settings side panel (spec: Polaroid Filters, Frame Style, Aging Effects, Camera Options): a
 * modal <dialog> sliding in from the side. Changes apply at once, so the preview behind shows them.
 */
export function SettingsPanel({ open, settings, facing, onChange, onFacingChange, onClose }: SettingsPanelProps) {
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
              Camera Settings
            </h2>
            <button type="button" className="icon-btn" onClick={onClose} aria-label="Close settings" data-autofocus="">
              <span aria-hidden="true">×</span>
            </button>
          </div>

          <Choices
            legend="Polaroid Filters"
            options={FILTER_NAMES}
            labels={FILTER_LABELS}
            value={settings.filter}
            onChange={(filter) => set('filter', filter)}
          />
          <Choices
            legend="Frame Style"
            options={FRAME_STYLES}
            labels={Object.fromEntries(FRAME_STYLES.map((s) => [s, FRAME_SPECS[s].label])) as Record<(typeof FRAME_STYLES)[number], string>}
            value={settings.frameStyle}
            onChange={(frameStyle) => set('frameStyle', frameStyle)}
          />

          <fieldset className="settings__group">
            <legend className="settings__legend">Aging Effects</legend>
            <Choices
              legend="Color grading"
              small
              options={GRADINGS}
              labels={GRADING_LABELS}
              value={settings.grading}
              onChange={(grading) => set('grading', grading)}
            />
            <Choices
              legend="Aging level"
              small
              options={AGING_LEVELS}
              labels={AGING_LABELS}
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
                  <span>{EFFECT_LABELS[effect]}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <Choices
            legend="Camera Options"
            options={['environment', 'user'] as const}
            labels={FACING_LABELS}
            value={facing}
            onChange={onFacingChange}
          />

          <div className="row">
            <button type="button" className="btn btn--secondary" onClick={() => onChange(DEFAULT_POLAROID_SETTINGS)}>
              Reset
            </button>
            <button type="button" className="btn btn--primary" onClick={onClose}>
              Done
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
  labels: Record<T, string>;
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
