import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { DURATION_OPTIONS_MINUTES, EVENT_TYPES, MAX_PARTICIPANTS_MAX, MAX_PARTICIPANTS_MIN, PHOTOS_PER_USER_MAX, PHOTOS_PER_USER_MIN, EVENT_DEFAULTS, DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '#shared/event-settings.js';
import { NAME_MAX_LENGTH } from '#shared/constants.js';
import { EVENT_SIZE_INFO } from '#shared/pricing/packages.js';
import { maxGuestsCeiling } from '#shared/rules/package-guests.js';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PaidLobbyGuidance, PaidOrderBanner, PaidOrderDetails } from '../../components/PaidOrderBanner';
import { SelectField, type SelectOption } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useLocale, useTexts } from '../../i18n/texts';
import type { StoredCreator } from '../../model/creator/creatorStore';
import { formatDuration } from '../../model/events/formatDuration';
import { fieldErrorText } from './fieldErrorText';
import { createEvent } from '../../model/creator/createEvent';
import { linkPaidOrder } from '../../model/orders/linkOrder';
import { readPaidLobby, type PaidLobby } from '../../model/orders/paidOrder';
import {
  initialCreateEventValues,
  validateCreateEvent,
  type CreateEventField,
  type CreateEventFieldErrors,
  type CreateEventFormValues,
} from '../../model/creator/createEventForm';
import './create-event.css';


interface CreateEventScreenProps {
  onCreated: (creator: StoredCreator, savedOnDevice: boolean) => void;
  onBack: () => void;
}

/**
 * The form's starting values: the spec's defaults, or with a paid order the lobby data it carries (spec
 * section 4: organizer name, event title) and Max Guests at the package's size (its upper bound, within the ceiling).
 */
function initialValues(paid: PaidLobby | null, guestCeiling: number): CreateEventFormValues {
  if (!paid) return initialCreateEventValues;
  const packageGuests = EVENT_SIZE_INFO.find((s) => s.size === paid.eventSize)?.attendees.max ?? guestCeiling;
  return {
    ...initialCreateEventValues,
    // The order allows longer texts than an event (200 vs 100 / 40): prefill what the fields accept.
    title: paid.eventTitle.slice(0, TITLE_MAX_LENGTH),
    organizerName: paid.organizerName.slice(0, NAME_MAX_LENGTH),
    maxParticipants: String(Math.min(packageGuests, guestCeiling)),
  };
}

export function CreateEventScreen({ onCreated, onBack }: CreateEventScreenProps) {
  const t = useTexts('create');
  const locale = useLocale();
  const c = t.createEvent;
  useDocumentTitle(c.title);
  const eventTypeOptions = useMemo<readonly SelectOption[]>(() => EVENT_TYPES.map((type) => ({ value: type, label: t.eventTypes[type] })), [t]);
  const durationOptions = useMemo<readonly SelectOption[]>(
    () => DURATION_OPTIONS_MINUTES.map((m) => ({ value: String(m), label: formatDuration(m, locale) })),
    [locale],
  );
  // The paid order this device remembers (read once; an expired or unreadable one is removed).
  const [paid] = useState(() => readPaidLobby());
  const guestCeiling = paid ? maxGuestsCeiling(paid) : MAX_PARTICIPANTS_MAX;
  const [values, setValues] = useState<CreateEventFormValues>(() => initialValues(paid, guestCeiling));
  const [errors, setErrors] = useState<CreateEventFieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [libraryPhotos, setLibraryPhotos] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  /** Set on a rejected submit so the next render moves focus to the first field with an error. */
  const focusFirstError = useRef(false);

  useEffect(() => () => inFlight.current?.abort(), []);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const set = (field: CreateEventField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) {
      setErrors((prev) => {
        const next = { ...prev };
        delete next[field];
        return next;
      });
    }
  };

  async function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const result = validateCreateEvent(values, guestCeiling);
    if (!result.ok) {
      focusFirstError.current = true;
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setBanner(null);
    setLoading(true);
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const outcome = await createEvent({ ...result.request, libraryPhotos }, controller.signal);
      if (outcome.ok) {
        // A paid order is linked to the new event; a failed link is only logged and the order stays linkable.
        const creator = paid ? await linkPaidOrder(outcome.creator, paid, result.packageMaxParticipants, controller.signal) : outcome.creator;
        onCreated(creator, outcome.savedOnDevice);
        return;
      }
      setBanner(outcome.banner);
      focusFirstError.current = true;
      setErrors(outcome.fieldErrors);
    } catch (err) {
      // createEvent turns every failure into an outcome; only leaving the screen (abort) lands here.
      if (!controller.signal.aborted) console.error('create event failed', err);
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }

  const incomplete = !values.title || !values.organizerName;
  // Field messages are the shared schema's English texts: shown by their code in the device's language.
  const fieldError = (field: CreateEventField): string | undefined => {
    const message = errors[field];
    return message === undefined ? undefined : fieldErrorText(message, guestCeiling, t);
  };

  return (
    <main className="page">
      <header className="stack stack--tight">
        <h1 className="page__title">{c.title}</h1>
        <p className="page__lead">{c.lead}</p>
      </header>

      {paid && (
        <PaidOrderBanner paid={paid}>
          <PaidOrderDetails paid={paid} />
        </PaidOrderBanner>
      )}
      {paid && <PaidLobbyGuidance paid={paid} />}

      {banner && <ErrorBanner message={banner} onDismiss={() => setBanner(null)} />}

      <form ref={formRef} className="stack card" noValidate onSubmit={handleSubmit} aria-busy={loading}>
        <TextField
          label={c.eventTitle}
          name="title"
          value={values.title}
          onChange={(e) => set('title')(e.target.value)}
          maxLength={TITLE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="sentences"
          error={fieldError('title')}
        />
        <TextField
          label={c.organizerName}
          name="organizerName"
          value={values.organizerName}
          onChange={(e) => set('organizerName')(e.target.value)}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="name"
          autoCapitalize="words"
          error={fieldError('organizerName')}
        />
        <SelectField
          label={c.eventType}
          name="eventType"
          value={values.eventType}
          onChange={(e) => set('eventType')(e.target.value)}
          options={eventTypeOptions}
          error={fieldError('eventType')}
        />
        <SelectField
          label={c.eventDuration}
          name="durationMinutes"
          value={values.durationMinutes}
          onChange={(e) => set('durationMinutes')(e.target.value)}
          options={durationOptions}
          error={fieldError('durationMinutes')}
        />
        <div className="row create-event__numbers">
          <TextField
            label={c.maxGuests}
            name="maxParticipants"
            type="number"
            inputMode="numeric"
            min={MAX_PARTICIPANTS_MIN}
            max={guestCeiling}
            step={1}
            value={values.maxParticipants}
            onChange={(e) => set('maxParticipants')(e.target.value)}
            hint={paid ? c.maxGuestsPackageHint(MAX_PARTICIPANTS_MIN, guestCeiling) : c.rangeHint(MAX_PARTICIPANTS_MIN, MAX_PARTICIPANTS_MAX, EVENT_DEFAULTS.maxParticipants)}
            error={fieldError('maxParticipants')}
          />
          <TextField
            label={c.photosPerPerson}
            name="maxPhotosPerUser"
            type="number"
            inputMode="numeric"
            min={PHOTOS_PER_USER_MIN}
            max={PHOTOS_PER_USER_MAX}
            step={1}
            value={values.maxPhotosPerUser}
            onChange={(e) => set('maxPhotosPerUser')(e.target.value)}
            hint={c.rangeHint(PHOTOS_PER_USER_MIN, PHOTOS_PER_USER_MAX, EVENT_DEFAULTS.maxPhotosPerUser)}
            error={fieldError('maxPhotosPerUser')}
          />
        </div>
        <TextAreaField
          label={c.description}
          optional
          name="description"
          value={values.description}
          onChange={(e) => set('description')(e.target.value)}
          maxLength={DESCRIPTION_MAX_LENGTH}
          rows={3}
          error={fieldError('description')}
        />
        <label className="create-event__option">
          <input type="checkbox" name="libraryPhotos" checked={libraryPhotos} onChange={(e) => setLibraryPhotos(e.currentTarget.checked)} />
          <span>
            {c.libraryPhotos}
            <span className="field__hint">{c.libraryPhotosHint}</span>
          </span>
        </label>

        <button type="submit" className="btn btn--primary btn--block btn--large" disabled={loading || incomplete}>
          {loading ? c.submitting : c.submit}
        </button>
        <button type="button" className="btn btn--secondary btn--block" onClick={onBack} disabled={loading}>
          {c.back}
        </button>
      </form>
    </main>
  );
}
