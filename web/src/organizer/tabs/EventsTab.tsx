import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrganizerEvent } from '../../../../shared/schemas/organizer';
import { ApiError } from '../../api/ApiError';
import { ErrorBanner } from '../../components/ErrorBanner';
import { errorText } from '../../i18n/errorText';
import { useTexts } from '../../i18n/texts';
import { statusTone } from '../../model/events/eventStatus';
import { loadCreator } from '../../model/creator/creatorStore';
import { manageOnThisPhone } from '../manageOnThisPhone';
import { useOrganizerFormat } from '../organizerFormat';
import { organizerEventPath } from '../organizerPaths';
import type { OrganizerTabProps } from './organizerTab';

/** Events: one card per event with every field of the spec, 'View Event' and 'Manage on this phone'. */
export function EventsTab({ token, data, onAuthFailure }: OrganizerTabProps) {
  const t = useTexts('organizer').events;
  return (
    <>
      <Link to="/" className="btn btn--primary btn--block">
        {t.createNew}
      </Link>
      {data.events.length === 0 ? (
        <p className="page__lead">{t.noEvents}</p>
      ) : (
        <ul className="organizer-list" aria-label={t.listLabel}>
          {data.events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} token={token} onAuthFailure={onAuthFailure} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

type Manage = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; savedOnDevice: boolean } | { kind: 'failed'; message: string };

function EventCard({ event, token, onAuthFailure }: { event: OrganizerEvent; token: string; onAuthFailure: () => void }) {
  const texts = useTexts('organizer');
  const t = texts.events;
  const format = useOrganizerFormat();
  const [manage, setManage] = useState<Manage>(() => (loadCreator(event.code) ? { kind: 'done', savedOnDevice: true } : { kind: 'idle' }));
  const titleId = `organizer-event-${event.code}`;

  const grant = async () => {
    setManage({ kind: 'busy' });
    try {
      setManage({ kind: 'done', ...(await manageOnThisPhone(token, event.code)) });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return onAuthFailure();
      setManage({ kind: 'failed', message: errorText(err, texts.failures.failedToFetchData) });
    }
  };

  return (
    <article className="card stack stack--tight organizer-event" aria-labelledby={titleId}>
      <div className="organizer-event__head">
        <h2 id={titleId} className="organizer-section__title">
          {event.title}
        </h2>
        <span className={`status-pill status-pill--${statusTone(event.status)}`}>{texts.eventStatus[event.status]}</span>
      </div>
      <dl className="organizer-facts">
        <div>
          <dt>{t.code}</dt>
          <dd className="organizer-code">{event.code}</dd>
        </div>
        <div>
          <dt>{t.created}</dt>
          <dd>{format.date(event.createdAt)}</dd>
        </div>
        <div>
          <dt>{t.participants}</dt>
          <dd>{event.stats.participants}</dd>
        </div>
        <div>
          <dt>{t.photos}</dt>
          <dd>{event.stats.photos}</dd>
        </div>
        <div>
          <dt>{t.orders}</dt>
          <dd>{event.stats.orders}</dd>
        </div>
        <div>
          <dt>{t.totalSpent}</dt>
          <dd>{format.ron(event.stats.totalSpent)}</dd>
        </div>
      </dl>
      <a className="btn btn--secondary btn--block" href={organizerEventPath(event.code)} target="_blank" rel="noopener noreferrer">
        {t.viewEvent}
        <span className="visually-hidden">{t.opensInNewTab(event.title)}</span>
      </a>
      {manage.kind === 'done' ? (
        <>
          <p className="banner banner--success" role="status">
            {manage.savedOnDevice ? t.canManage : t.storageRefused}
          </p>
          {manage.savedOnDevice && (
            <Link to={organizerEventPath(event.code)} className="btn btn--primary btn--block">
              {t.openOnPhone}
              <span className="visually-hidden"> {event.title}</span>
            </Link>
          )}
        </>
      ) : (
        <button type="button" className="btn btn--primary btn--block" disabled={manage.kind === 'busy'} onClick={() => void grant()}>
          {manage.kind === 'busy' ? t.gettingAccess : t.manage}
        </button>
      )}
      {manage.kind === 'failed' && <ErrorBanner message={manage.message} />}
    </article>
  );
}
