import { useTexts } from '../../i18n/texts';
import { statusTone } from '../../model/events/eventStatus';
import { EVENT_STATUS_GLYPH, useOrganizerFormat } from '../organizerFormat';
import type { OrganizerTabProps } from './organizerTab';

/** The spec's overview shows the 3 most recent events (section 9). */
export const RECENT_EVENTS = 3;

/** Overview: the totals and the most recent events (commerce spec: Organizer dashboard). */
export function OverviewTab({ data, goToTab }: OrganizerTabProps) {
  const texts = useTexts('organizer');
  const t = texts.overview;
  const format = useOrganizerFormat();
  const { summary, events } = data;
  const recent = events.slice(0, RECENT_EVENTS);
  return (
    <>
      <dl className="organizer-stats" aria-label={t.totalsLabel}>
        <div className="organizer-stat">
          <dt>{t.totalEvents}</dt>
          <dd>
            <span className="organizer-stat__value">{summary.totalEvents}</span>
            <span className="organizer-stat__note">{t.activeNote(summary.activeEvents)}</span>
          </dd>
        </div>
        <div className="organizer-stat">
          <dt>{t.totalOrders}</dt>
          <dd>
            <span className="organizer-stat__value">{summary.totalOrders}</span>
          </dd>
        </div>
        <div className="organizer-stat">
          <dt>{t.totalSpent}</dt>
          <dd>
            <span className="organizer-stat__value">{format.ron(summary.totalSpent)}</span>
          </dd>
        </div>
        <div className="organizer-stat">
          <dt>{t.completedEvents}</dt>
          <dd>
            <span className="organizer-stat__value">{summary.completedEvents}</span>
          </dd>
        </div>
      </dl>
      <section className="card stack" aria-labelledby="organizer-recent">
        <h2 id="organizer-recent" className="organizer-section__title">
          {t.recent}
        </h2>
        {recent.length === 0 ? (
          <p className="page__lead">{t.noEvents}</p>
        ) : (
          <ul className="organizer-list" aria-label={t.recentLabel}>
            {recent.map((event) => (
              <li key={event.id} className="organizer-recent">
                <span className={`organizer-glyph organizer-glyph--${statusTone(event.status)}`} aria-hidden="true">
                  {EVENT_STATUS_GLYPH[event.status]}
                </span>
                <div className="organizer-recent__body">
                  <p className="organizer-recent__title">{event.title}</p>
                  <p className="organizer-muted">
                    {texts.eventStatus[event.status]} · {t.code} <span className="organizer-code">{event.code}</span>
                  </p>
                  <p className="organizer-muted">
                    {t.participants(event.stats.participants)} · {t.photos(event.stats.photos)} · {t.spent(format.ron(event.stats.totalSpent))}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {events.length > RECENT_EVENTS && (
          <button type="button" className="btn btn--ghost" onClick={() => goToTab('events')}>
            {t.seeAll}
          </button>
        )}
      </section>
    </>
  );
}
