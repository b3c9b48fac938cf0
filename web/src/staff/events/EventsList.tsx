import type { StaffEvent } from '../../../../shared/schemas/staff-events';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { isOpenEvent, shortDate, statusKey, statusPillClass } from './eventDisplay';
import { formatPhotoCount } from '../stats/format';

export interface EventRowActions {
  onView: (e: StaffEvent) => void;
  onCopyLink: (e: StaffEvent) => void;
  onEnd: (e: StaffEvent) => void;
  /** Support staff see End disabled, described by the note that says why (its element id). */
  endDisabledReasonId?: string;
}

function RowActions({ event, actions }: { event: StaffEvent; actions: EventRowActions }) {
  const t = useTexts('staff');
  const label = `${event.title} (${event.code})`;
  return (
    <div className="staff-events__actions">
      <button type="button" className="btn btn--secondary btn--small" onClick={() => actions.onView(event)} aria-label={t.events.viewOf(label)}>
        {t.common.view}
      </button>
      {isOpenEvent(event) && (
        <>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => actions.onCopyLink(event)} aria-label={t.events.copyLinkOf(label)}>
            {t.events.copyLink}
          </button>
          <button
            type="button"
            className="btn btn--danger btn--small"
            onClick={() => actions.onEnd(event)}
            disabled={actions.endDisabledReasonId !== undefined}
            aria-describedby={actions.endDisabledReasonId}
            aria-label={t.events.endOf(label)}
          >
            {t.events.end}
          </button>
        </>
      )}
    </div>
  );
}

/** The spec's columns: a table on wide screens, one card per event on a phone (CSS picks which shows). */
export function EventsList({ events, actions }: { events: StaffEvent[]; actions: EventRowActions }) {
  const t = useTexts('staff');
  const f = useFormat();
  const c = t.common;
  return (
    <>
      <div className="staff-events__table-wrap">
        <table className="staff-events__table">
          <caption className="visually-hidden">{t.events.listCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.events.columns.title}</th>
              <th scope="col">{c.code}</th>
              <th scope="col">{c.created}</th>
              <th scope="col">{t.events.columns.type}</th>
              <th scope="col">{t.events.columns.maxParticipants}</th>
              <th scope="col">{c.photos}</th>
              <th scope="col">{c.participants}</th>
              <th scope="col">{c.status}</th>
              <th scope="col">{t.events.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.code}>
                <th scope="row">{e.title}</th>
                <td className="staff-events__code">{e.code}</td>
                <td>{shortDate(e.createdAt, f)}</td>
                <td>{t.eventType[e.eventType]}</td>
                <td>{f.number(e.maxParticipants)}</td>
                <td>{formatPhotoCount(e.photoCount, e.hiddenCount, f, t)}</td>
                <td>{f.number(e.participantCount)}</td>
                <td>
                  <span className={statusPillClass(e.status)}>{t.eventStatus[statusKey(e.status)]}</span>
                </td>
                <td>
                  <RowActions event={e} actions={actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="staff-events__cards" aria-label={t.events.listCaption}>
        {events.map((e) => (
          <li key={e.code} className="card staff-events__card">
            <div className="staff-events__card-top">
              <h3 className="staff-events__card-title">{e.title}</h3>
              <span className={statusPillClass(e.status)}>{t.eventStatus[statusKey(e.status)]}</span>
            </div>
            <dl className="staff-events__facts">
              <div>
                <dt>{c.code}</dt>
                <dd className="staff-events__code">{e.code}</dd>
              </div>
              <div>
                <dt>{c.created}</dt>
                <dd>{shortDate(e.createdAt, f)}</dd>
              </div>
              <div>
                <dt>{t.events.columns.type}</dt>
                <dd>{t.eventType[e.eventType]}</dd>
              </div>
              <div>
                <dt>{t.events.columns.maxParticipants}</dt>
                <dd>{f.number(e.maxParticipants)}</dd>
              </div>
              <div>
                <dt>{c.photos}</dt>
                <dd>{formatPhotoCount(e.photoCount, e.hiddenCount, f, t)}</dd>
              </div>
              <div>
                <dt>{c.participants}</dt>
                <dd>{f.number(e.participantCount)}</dd>
              </div>
            </dl>
            <RowActions event={e} actions={actions} />
          </li>
        ))}
      </ul>
    </>
  );
}
