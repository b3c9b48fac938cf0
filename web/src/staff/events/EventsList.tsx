import type { StaffEvent } from '../../../../shared/schemas/staff-events';
import { EVENT_TYPE_LABEL, isOpenEvent, shortDate, statusLabel, statusPillClass } from './eventDisplay';

export interface EventRowActions {
  onView: (e: StaffEvent) => void;
  onCopyLink: (e: StaffEvent) => void;
  onEnd: (e: StaffEvent) => void;
  /** Support staff see End disabled, described by the note that says why (its element id). */
  endDisabledReasonId?: string;
}

function RowActions({ event, actions }: { event: StaffEvent; actions: EventRowActions }) {
  const label = `${event.title} (${event.code})`;
  return (
    <div className="staff-events__actions">
      <button type="button" className="btn btn--secondary btn--small" onClick={() => actions.onView(event)} aria-label={`View ${label}`}>
        View
      </button>
      {isOpenEvent(event) && (
        <>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => actions.onCopyLink(event)} aria-label={`Copy Link of ${label}`}>
            Copy Link
          </button>
          <button
            type="button"
            className="btn btn--danger btn--small"
            onClick={() => actions.onEnd(event)}
            disabled={actions.endDisabledReasonId !== undefined}
            aria-describedby={actions.endDisabledReasonId}
            aria-label={`End ${label}`}
          >
            End
          </button>
        </>
      )}
    </div>
  );
}

/** The spec's columns: a table on wide screens, one card per event on a phone (CSS picks which shows). */
export function EventsList({ events, actions }: { events: StaffEvent[]; actions: EventRowActions }) {
  return (
    <>
      <div className="staff-events__table-wrap">
        <table className="staff-events__table">
          <caption className="visually-hidden">Events, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Code</th>
              <th scope="col">Created</th>
              <th scope="col">Type</th>
              <th scope="col">Max participants</th>
              <th scope="col">Photos</th>
              <th scope="col">Participants</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.code}>
                <th scope="row">{e.title}</th>
                <td className="staff-events__code">{e.code}</td>
                <td>{shortDate(e.createdAt)}</td>
                <td>{EVENT_TYPE_LABEL(e.eventType)}</td>
                <td>{e.maxParticipants}</td>
                <td>{e.photoCount}</td>
                <td>{e.participantCount}</td>
                <td>
                  <span className={statusPillClass(e.status)}>{statusLabel(e.status)}</span>
                </td>
                <td>
                  <RowActions event={e} actions={actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="staff-events__cards" aria-label="Events, newest first">
        {events.map((e) => (
          <li key={e.code} className="card staff-events__card">
            <div className="staff-events__card-top">
              <h3 className="staff-events__card-title">{e.title}</h3>
              <span className={statusPillClass(e.status)}>{statusLabel(e.status)}</span>
            </div>
            <dl className="staff-events__facts">
              <div>
                <dt>Code</dt>
                <dd className="staff-events__code">{e.code}</dd>
              </div>
              <div>
                <dt>Created</dt>
                <dd>{shortDate(e.createdAt)}</dd>
              </div>
              <div>
                <dt>Type</dt>
                <dd>{EVENT_TYPE_LABEL(e.eventType)}</dd>
              </div>
              <div>
                <dt>Max participants</dt>
                <dd>{e.maxParticipants}</dd>
              </div>
              <div>
                <dt>Photos</dt>
                <dd>{e.photoCount}</dd>
              </div>
              <div>
                <dt>Participants</dt>
                <dd>{e.participantCount}</dd>
              </div>
            </dl>
            <RowActions event={e} actions={actions} />
          </li>
        ))}
      </ul>
    </>
  );
}
