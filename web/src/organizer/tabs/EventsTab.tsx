import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrganizerEvent } from '../../../../shared/schemas/organizer';
import { ApiError } from '../../api/ApiError';
import { ErrorBanner } from '../../components/ErrorBanner';
import { STATUS_LABELS, statusTone } from '../../model/events/eventStatus';
import { loadCreator } from '../../model/creator/creatorStore';
import { manageOnThisPhone } from '../manageOnThisPhone';
import { formatDate, formatRon } from '../organizerFormat';
import { organizerEventPath } from '../organizerPaths';
import type { OrganizerTabProps } from './organizerTab';

/** Events: one card per event with every field of the spec, 'View Event' and 'Manage on this phone'. */
export function EventsTab({ token, data, onAuthFailure }: OrganizerTabProps) {
  return (
    <>
      <Link to="/" className="btn btn--primary btn--block">
        Create New Event
      </Link>
      {data.events.length === 0 ? (
        <p className="page__lead">No events yet.</p>
      ) : (
        <ul className="organizer-list" aria-label="Your events">
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

function EventCard({ event, token, onAuthFailure }: { event: OrganizerEvent; token: string; onAuthFailure: (message: string) => void }) {
  const [manage, setManage] = useState<Manage>(() => (loadCreator(event.code) ? { kind: 'done', savedOnDevice: true } : { kind: 'idle' }));
  const titleId = `organizer-event-${event.code}`;

  const grant = async () => {
    setManage({ kind: 'busy' });
    try {
      setManage({ kind: 'done', ...(await manageOnThisPhone(token, event.code)) });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return onAuthFailure(err.message);
      setManage({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  };

  return (
    <article className="card stack stack--tight organizer-event" aria-labelledby={titleId}>
      <div className="organizer-event__head">
        <h2 id={titleId} className="organizer-section__title">
          {event.title}
        </h2>
        <span className={`status-pill status-pill--${statusTone(event.status)}`}>{STATUS_LABELS[event.status]}</span>
      </div>
      <dl className="organizer-facts">
        <div>
          <dt>Code</dt>
          <dd className="organizer-code">{event.code}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(event.createdAt)}</dd>
        </div>
        <div>
          <dt>Participants</dt>
          <dd>{event.stats.participants}</dd>
        </div>
        <div>
          <dt>Photos</dt>
          <dd>{event.stats.photos}</dd>
        </div>
        <div>
          <dt>Orders</dt>
          <dd>{event.stats.orders}</dd>
        </div>
        <div>
          <dt>Total Spent</dt>
          <dd>{formatRon(event.stats.totalSpent)}</dd>
        </div>
      </dl>
      <a className="btn btn--secondary btn--block" href={organizerEventPath(event.code)} target="_blank" rel="noopener noreferrer">
        View Event<span className="visually-hidden"> {event.title} (opens in a new tab)</span>
      </a>
      {manage.kind === 'done' ? (
        <>
          <p className="banner banner--success" role="status">
            {manage.savedOnDevice ? 'This phone can manage this event: start it, end it or remove guests.' : 'This phone refused to store the event. Allow storage and try again.'}
          </p>
          {manage.savedOnDevice && (
            <Link to={organizerEventPath(event.code)} className="btn btn--primary btn--block">
              Open on this phone<span className="visually-hidden"> {event.title}</span>
            </Link>
          )}
        </>
      ) : (
        <button type="button" className="btn btn--primary btn--block" disabled={manage.kind === 'busy'} onClick={() => void grant()}>
          {manage.kind === 'busy' ? 'Getting access...' : 'Manage on this phone'}
        </button>
      )}
      {manage.kind === 'failed' && <ErrorBanner message={manage.message} />}
    </article>
  );
}
