import { round, rows, type Row, type SectionResult, type Table } from '../lib/report.js';
import { KEY_SHAPES } from './key-shapes.js';
import { PEAK_SATURDAY, peakRates, population, REQUEST_KINDS, type PeakModel } from './model.js';
import { recordScenarios } from './scenarios.js';
import { hottest, LIMITS, simulate, type KeyLoad } from './simulate.js';

/**
 * `npm run bench -- --only scale`: the peak-Saturday simulation (#32 item 2). Each request kind's DynamoDB keys
 * and units are recorded from the real handlers on the local stack (scenarios.ts), multiplied by the model's
 * peak rates (model.ts) and checked per key shape against DynamoDB's limits. A key over its limit is a broken
 * check (`--check` fails); within 2× of it is printed as hot.
 */
const SECTION = 'scale (peak Saturday)';
/** DynamoDB on-demand's default table-level throughput (read and write, per table and per GSI). */
const TABLE_LEVEL_LIMIT = 40_000;

const limitOf = (l: KeyLoad): string => (l.target === 'item' ? `${LIMITS.itemWrites} writes/s` : `${LIMITS.partitionWcu} WCU · ${LIMITS.partitionRcu} RCU`);
const rateOf = (l: KeyLoad): string => (l.target === 'item' ? `${round(l.wcu, 2)} writes/s` : `${round(l.wcu, 2)} WCU · ${round(l.rcu, 2)} RCU`);
const marginOf = (l: KeyLoad): string => (Number.isFinite(l.margin) ? `${round(l.margin, 1)}×` : '∞');
const nameOf = (l: KeyLoad): string => `${l.target === 'item' ? 'item' : l.index === 'table' ? 'partition' : `${l.index} partition`} ${l.shape}`;

export const measureScale = async (model: PeakModel = PEAK_SATURDAY): Promise<SectionResult> => {
  const r = rows(SECTION);
  const recordings = await recordScenarios();
  const missing = REQUEST_KINDS.filter((k) => !recordings.some((x) => x.kind === k));
  if (missing.length) throw new Error(`request kinds without a recording: ${missing.join(', ')}`);
  const rates = peakRates(model);
  const loads = simulate(recordings, rates, population(model), KEY_SHAPES);
  const out: Row[] = loads.map((l) =>
    r.check(nameOf(l), rateOf(l), `≤ ${limitOf(l)}`, l.status !== 'over', undefined, `margin ${marginOf(l)}${l.status === 'hot' ? ' — HOT (within 2×)' : ''} · ${l.scope} · from ${l.from.slice(0, 3).join(', ')}`),
  );
  // DynamoDB's table-level on-demand limit (per table and per GSI, 40 000 units/s by default): the whole platform's rate.
  for (const index of [...new Set(recordings.flatMap((x) => x.accesses.map((a) => a.index)))].sort()) {
    const sum = (write: boolean) =>
      round(recordings.reduce((s, x) => s + x.accesses.filter((a) => a.index === index && a.write === write).reduce((u, a) => u + a.units, 0) * rates[x.kind as keyof typeof rates], 0), 0);
    const w = sum(true);
    const rd = sum(false);
    out.push(r.report(`platform throughput, ${index}`, `${w} WCU · ${rd} RCU`, undefined, { text: `≤ ${TABLE_LEVEL_LIMIT} each (on-demand default)`, ok: w <= TABLE_LEVEL_LIMIT && rd <= TABLE_LEVEL_LIMIT }, 'a quota increase, not a key design: docs/capacity.md'));
  }
  const hot = loads.filter((l) => l.status !== 'ok');
  out.push(r.report('keys within 2× of a limit (hot) or over', hot.length, undefined, { text: '0', ok: hot.length === 0 }, hot.map(nameOf).join('; ')));
  const top: Table = {
    title: 'Top 10 hottest DynamoDB keys on the peak Saturday (share of their limit)',
    header: ['#', 'key', 'scope', 'peak rate', 'limit', 'margin', 'written/read by'],
    rows: hottest(loads, 10).map((l, i) => [i + 1, nameOf(l), l.scope, rateOf(l), limitOf(l), marginOf(l), l.from.slice(0, 3).join(', ')]),
    note: 'A unique key (one per request) shows one request’s units.',
  };
  const requests: Table = {
    title: 'Request rates at the peak (model.ts) and DynamoDB units per request (recorded)',
    header: ['request kind', 'per second', 'WCU / request', 'RCU / request', 'calls touching'],
    rows: REQUEST_KINDS.map((k) => {
      const acc = recordings.filter((x) => x.kind === k).flatMap((x) => x.accesses);
      const sum = (w: boolean) => round(acc.filter((a) => a.write === w).reduce((s, a) => s + a.units, 0), 1);
      return [k, round(rates[k], 1), sum(true), sum(false), acc.length];
    }),
  };
  return { section: SECTION, rows: out, tables: [requests, top], details: { model, rates, loads, recordings } };
};
