import { STATUS_LABELS, statusTone } from '../../model/events/eventStatus';
import { EVENT_STATUS_GLYPH, formatRon } from '../organizerFormat';
import type { OrganizerTabProps } from './organizerTab';

const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The spec's overview shows the 3 most recent events (section 9). */
export const RECENT_EVENTS = 3;

/** Overview: the totals and the most recent events (commerce spec: Organizer dashboard). */
export function OverviewTab({ data, goToTab }: OrganizerTabProps) {
  const { summary, events } = data;
  const recent = events.slice(0, RECENT_EVENTS);
  return (
    <>
      <dl className="organizer-stats" aria-label="Totals">
        <div className="organizer-stat">
          <dt>Total Events</dt>
          <dd>
            <span className="organizer-stat__value">{summary.totalEvents}</span>
            <span className="organizer-stat__note">{summary.activeEvents} active</span>
          </dd>
        </div>
        <div className="organizer-stat">
          <dt>Total Orders</dt>
          <dd>
            <span className="organizer-stat__value">{summary.totalOrders}</span>
          </dd>
        </div>
        <div className="organizer-stat">
          <dt>Total Spent</dt>
          <dd>
            <span className="organizer-stat__value">{formatRon(summary.totalSpent)}</span>
          </dd>
        </div>
        <div className="organizer-stat">
          <dt>Completed Events</dt>
          <dd>
            <span className="organizer-stat__value">{summary.completedEvents}</span>
          </dd>
        </div>
      </dl>
      <section className="card stack" aria-labelledby="organizer-recent">
        <h2 id="organizer-recent" className="organizer-section__title">
          Recent Events
        </h2>
        {recent.length === 0 ? (
          <p className="page__lead">No events yet. Link a paid order to an event on the Orders tab, or create one.</p>
        ) : (
          <ul className="organizer-list" aria-label="Most recent events">
            {recent.map((event) => (
              <li key={event.id} className="organizer-recent">
                <span className={`organizer-glyph organizer-glyph--${statusTone(event.status)}`} aria-hidden="true">
                  {EVENT_STATUS_GLYPH[event.status]}
                </span>
                <div className="organizer-recent__body">
                  <p className="organizer-recent__title">{event.title}</p>
                  <p className="organizer-muted">
                    {STATUS_LABELS[event.status]} · Code <span className="organizer-code">{event.code}</span>
                  </p>
                  <p className="organizer-muted">
                    {count(event.stats.participants, 'participant')} · {count(event.stats.photos, 'photo')} · {formatRon(event.stats.totalSpent)} spent
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {events.length > RECENT_EVENTS && (
          <button type="button" className="btn btn--ghost" onClick={() => goToTab('events')}>
            See all events
          </button>
        )}
      </section>
    </>
  );
}
