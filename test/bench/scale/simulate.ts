/**
 * The scale simulation's core (#32 item 2), pure: recorded DynamoDB accesses per request kind, normalised into
 * key shapes, multiplied by the model's request rates and checked against DynamoDB's per-partition and per-item
 * limits. The recording comes from the real handlers (record.ts, scenarios.ts); this module never types a rate
 * of a key by hand.
 */

/** One item or partition touched by one call. `units`: capacity units (RCU or WCU) this access costs. */
export interface Access {
  /** 'table' or the GSI's name (a GSI write costs WCU on the GSI's partition). */
  index: string;
  pk: string;
  /** The item's sort key (table writes); absent for a Query's partition read. */
  sk?: string;
  write: boolean;
  units: number;
}

export interface Recording {
  kind: string;
  accesses: Access[];
}

/** How many distinct values a key shape takes at the peak: its rate is the platform rate divided by this. */
export type Scope =
  | { kind: 'platform' }
  | { kind: 'event' }
  | { kind: 'guest' }
  | { kind: 'photo' }
  | { kind: 'shard'; shards: number }
  /** A key written once for one request (a slot, a vote, a ticket): its rate is one request's units. */
  | { kind: 'unique' };

export interface ShapeRule {
  /** Which part of the key it applies to. */
  part: 'pk' | 'sk';
  /** Only for this index (e.g. GSI3's partition key is the bare event code). */
  index?: string;
  pattern: RegExp;
  shape: string;
  scope: Scope;
}

export interface Counts {
  events: number;
  guests: number;
  photos: number;
}

export const LIMITS = { partitionWcu: 1_000, partitionRcu: 3_000, itemWrites: 1_000 } as const;

export type Status = 'over' | 'hot' | 'ok';

export interface KeyLoad {
  target: 'partition' | 'item';
  index: string;
  shape: string;
  scope: string;
  /** Units (partition) or writes (item) per second at the peak. */
  wcu: number;
  rcu: number;
  /** Share of the limit used: the largest of WCU/limit, RCU/limit (partition) or writes/limit (item). */
  use: number;
  /** limit ÷ rate: how many times the rate could grow before the key throttles. */
  margin: number;
  status: Status;
  /** The request kinds behind the rate, largest first. */
  from: string[];
}

const divisor = (s: Scope, n: Counts): number =>
  s.kind === 'platform' ? 1 : s.kind === 'event' ? n.events : s.kind === 'guest' ? n.guests : s.kind === 'photo' ? n.photos : s.kind === 'shard' ? s.shards : Infinity;

const label = (s: Scope): string => (s.kind === 'shard' ? `1 of ${s.shards} shards` : s.kind === 'platform' ? 'one for the platform' : s.kind === 'unique' ? 'one per request' : `per ${s.kind}`);

/** The narrower of two scopes (the one with more distinct keys). */
const narrower = (a: Scope, b: Scope, n: Counts): Scope => (divisor(b, n) > divisor(a, n) ? b : a);

export const normalise = (rules: readonly ShapeRule[], part: 'pk' | 'sk', index: string, key: string): { shape: string; scope: Scope } => {
  for (const r of rules) {
    if (r.part !== part || (r.index !== undefined && r.index !== index)) continue;
    if (r.pattern.test(key)) return { shape: key.replace(r.pattern, r.shape), scope: r.scope };
  }
  // An unknown key is taken as one constant key: the conservative reading.
  return { shape: key, scope: { kind: 'platform' } };
};

interface Acc {
  target: 'partition' | 'item';
  index: string;
  shape: string;
  scope: Scope;
  wcu: number;
  rcu: number;
  byKind: Map<string, number>;
}

/**
 * Per partition key shape (table and each GSI): WCU and RCU per second of ONE key of that shape; per table item
 * shape: writes per second of one item. A unique key's "rate" is the units one request spends on it.
 */
export const simulate = (recordings: readonly Recording[], rates: Readonly<Record<string, number>>, counts: Counts, rules: readonly ShapeRule[]): KeyLoad[] => {
  const acc = new Map<string, Acc>();
  const add = (target: Acc['target'], index: string, shape: string, scope: Scope, kind: string, write: boolean, amount: number) => {
    const id = `${target}|${index}|${shape}`;
    const a = acc.get(id) ?? { target, index, shape, scope, wcu: 0, rcu: 0, byKind: new Map<string, number>() };
    acc.set(id, a);
    if (write) a.wcu += amount;
    else a.rcu += amount;
    a.byKind.set(kind, (a.byKind.get(kind) ?? 0) + amount);
  };
  for (const rec of recordings) {
    const rate = rates[rec.kind];
    if (rate === undefined) throw new Error(`no rate for request kind "${rec.kind}"`);
    for (const x of rec.accesses) {
      const pk = normalise(rules, 'pk', x.index, x.pk);
      const per = (scope: Scope) => (scope.kind === 'unique' ? 1 : rate / divisor(scope, counts));
      add('partition', x.index, pk.shape, pk.scope, rec.kind, x.write, x.units * per(pk.scope));
      if (x.write && x.index === 'table' && x.sk !== undefined) {
        const sk = normalise(rules, 'sk', x.index, x.sk);
        const scope = narrower(pk.scope, sk.scope, counts);
        add('item', x.index, `${pk.shape} / ${sk.shape}`, scope, rec.kind, true, per(scope));
      }
    }
  }
  return [...acc.values()]
    .map((a): KeyLoad => {
      const use = a.target === 'item' ? a.wcu / LIMITS.itemWrites : Math.max(a.wcu / LIMITS.partitionWcu, a.rcu / LIMITS.partitionRcu);
      return {
        target: a.target,
        index: a.index,
        shape: a.shape,
        scope: label(a.scope),
        wcu: a.wcu,
        rcu: a.rcu,
        use,
        margin: use > 0 ? 1 / use : Infinity,
        status: use > 1 ? 'over' : use > 0.5 ? 'hot' : 'ok',
        from: [...a.byKind].sort((x, y) => y[1] - x[1]).map(([k]) => k),
      };
    })
    .sort((a, b) => b.use - a.use);
};

/** The `n` hottest keys (partitions and items), by share of their limit. */
export const hottest = (loads: readonly KeyLoad[], n = 10): KeyLoad[] => [...loads].sort((a, b) => b.use - a.use).slice(0, n);
