import { useId, useState } from 'react';
import { displayOf } from '../../../../shared/orders/order-status';
import type { StatusHistoryResponse } from '../../../../shared/schemas/orders';
import type { HistoryState } from '../../model/orders/useStatusHistory';
import { formatOrderDate, timeAgo } from '../../model/orders/orderFormat';
import { OrderStatusIcon as StatusIcon } from '../../components/OrderStatusIcon';
import '../../components/orders.css';

export const NO_HISTORY = 'No status history available';
export const HISTORY_FAILED_TITLE = 'Failed to Load Status History';

const orNA = (iso: string | null): string => (iso ? formatOrderDate(iso) : 'N/A');

function Summary({ summary, currentLabel }: { summary: StatusHistoryResponse['summary']; currentLabel: string }) {
  return (
    <dl className="order-facts" data-testid="history-summary">
      <div>
        <dt>Total events</dt>
        <dd>{summary.totalEvents}</dd>
      </div>
      <div>
        <dt>Order created</dt>
        <dd>{orNA(summary.firstEvent)}</dd>
      </div>
      <div>
        <dt>Last update</dt>
        <dd>{orNA(summary.lastEvent)}</dd>
      </div>
      <div>
        <dt>{currentLabel} since</dt>
        <dd>{orNA(summary.currentStatusSince)}</dd>
      </div>
    </dl>
  );
}

type Entry = StatusHistoryResponse['history'][number];

function TimelineEntry({ entry, now }: { entry: Entry; now: number }) {
  const to = displayOf(entry.to);
  return (
    <li className="order-timeline__entry">
      <StatusIcon display={to} />
      <div className="stack stack--tight order-timeline__body">
        <p className={`order-timeline__label order-text--${to.color}`}>
          <strong>{to.label}</strong>
          {entry.from && <span className="order-timeline__from"> from {displayOf(entry.from).label}</span>}
        </p>
        {entry.reason && <p className="order-timeline__reason">{entry.reason}</p>}
        <p className="order-note">
          <time dateTime={entry.at}>{timeAgo(entry.at, now)}</time> · {formatOrderDate(entry.at)}
        </p>
      </div>
    </li>
  );
}

interface StatusHistoryCardProps {
  state: HistoryState;
  /** The order's current status label (for "… since"). */
  currentLabel: string;
  onRefresh: () => void;
  now?: number;
}

/**
 * The status history card (spec "Order tracking"): the summary, a collapsible timeline (collapsed: only the
 * latest entry), 'Refresh History', the empty state and the error state with 'Try Again'.
 */
export function StatusHistoryCard({ state, currentLabel, onRefresh, now = Date.now() }: StatusHistoryCardProps) {
  const titleId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);

  let body;
  if (state.phase === 'loading') {
    body = (
      <p role="status" className="order-note">
        Loading status history…
      </p>
    );
  } else if (state.phase === 'failed') {
    body = (
      <div className="stack stack--tight" role="alert">
        <h3 className="order-card__subtitle">{HISTORY_FAILED_TITLE}</h3>
        <p>{state.message}</p>
        <button type="button" className="btn btn--secondary" onClick={onRefresh}>
          Try Again
        </button>
      </div>
    );
  } else {
    const { history, summary } = state.history;
    const shown = expanded ? history : history.slice(0, 1);
    body = (
      <>
        <Summary summary={summary} currentLabel={currentLabel} />
        {history.length === 0 ? (
          <p className="order-note">{NO_HISTORY}</p>
        ) : (
          <>
            <ol id={listId} className="order-timeline" aria-label="Status changes, newest first">
              {shown.map((entry) => (
                <TimelineEntry key={entry.id} entry={entry} now={now} />
              ))}
            </ol>
            {history.length > 1 && (
              <button type="button" className="btn btn--ghost" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((e) => !e)}>
                {expanded ? 'Show latest only' : `Show all ${history.length} updates`}
              </button>
            )}
          </>
        )}
        <button type="button" className="btn btn--secondary" onClick={onRefresh}>
          Refresh History
        </button>
      </>
    );
  }

  return (
    <section className="card stack order-card" aria-labelledby={titleId} data-testid="status-history">
      <h2 id={titleId} className="order-card__title">
        Status History
      </h2>
      {body}
    </section>
  );
}
