import { useId, useState } from 'react';
import type { StatusHistoryResponse } from '../../../../shared/schemas/orders';
import { useLocale, useTexts } from '../../i18n/texts';
import type { HistoryState } from '../../model/orders/useStatusHistory';
import { formatOrderDate, timeAgo } from '../../model/orders/orderFormat';
import { reasonText, statusDisplay } from '../../model/orders/productLabels';
import { OrderStatusIcon as StatusIcon } from '../../components/OrderStatusIcon';
import '../../components/orders.css';

function Summary({ summary, currentLabel }: { summary: StatusHistoryResponse['summary']; currentLabel: string }) {
  const t = useTexts('orders').orders;
  const locale = useLocale();
  const orNA = (iso: string | null): string => (iso ? formatOrderDate(iso, locale) : t.notAvailable);
  return (
    <dl className="order-facts" data-testid="history-summary">
      <div>
        <dt>{t.totalEvents}</dt>
        <dd>{summary.totalEvents}</dd>
      </div>
      <div>
        <dt>{t.orderCreated}</dt>
        <dd>{orNA(summary.firstEvent)}</dd>
      </div>
      <div>
        <dt>{t.lastUpdate}</dt>
        <dd>{orNA(summary.lastEvent)}</dd>
      </div>
      <div>
        <dt>{t.since(currentLabel)}</dt>
        <dd>{orNA(summary.currentStatusSince)}</dd>
      </div>
    </dl>
  );
}

type Entry = StatusHistoryResponse['history'][number];

function TimelineEntry({ entry, now }: { entry: Entry; now: number }) {
  const texts = useTexts('orders');
  const history = useTexts('history');
  const locale = useLocale();
  const to = statusDisplay(texts, entry.to);
  return (
    <li className="order-timeline__entry">
      <StatusIcon display={to} />
      <div className="stack stack--tight order-timeline__body">
        <p className={`order-timeline__label order-text--${to.color}`}>
          <strong>{to.label}</strong>
          {entry.from && <span className="order-timeline__from">{texts.orders.from(statusDisplay(texts, entry.from).label)}</span>}
        </p>
        {entry.reason && <p className="order-timeline__reason">{reasonText(history, entry.reason)}</p>}
        <p className="order-note">
          <time dateTime={entry.at}>{timeAgo(entry.at, now, locale)}</time> · {formatOrderDate(entry.at, locale)}
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
  const t = useTexts('orders').orders;

  let body;
  if (state.phase === 'loading') {
    body = (
      <p role="status" className="order-note">
        {t.loadingHistory}
      </p>
    );
  } else if (state.phase === 'failed') {
    body = (
      <div className="stack stack--tight" role="alert">
        <h3 className="order-card__subtitle">{t.historyFailedTitle}</h3>
        <p>{state.message}</p>
        <button type="button" className="btn btn--secondary" onClick={onRefresh}>
          {t.tryAgain}
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
          <p className="order-note">{t.noHistory}</p>
        ) : (
          <>
            <ol id={listId} className="order-timeline" aria-label={t.changesLabel}>
              {shown.map((entry) => (
                <TimelineEntry key={entry.id} entry={entry} now={now} />
              ))}
            </ol>
            {history.length > 1 && (
              <button type="button" className="btn btn--ghost" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((e) => !e)}>
                {expanded ? t.showLatest : t.showAll(history.length)}
              </button>
            )}
          </>
        )}
        <button type="button" className="btn btn--secondary" onClick={onRefresh}>
          {t.refreshHistory}
        </button>
      </>
    );
  }

  return (
    <section className="card stack order-card" aria-labelledby={titleId} data-testid="status-history">
      <h2 id={titleId} className="order-card__title">
        {t.statusHistory}
      </h2>
      {body}
    </section>
  );
}
