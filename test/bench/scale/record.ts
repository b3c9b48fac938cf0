import { AsyncLocalStorage } from 'node:async_hooks';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Access } from './simulate.js';

/**
 * Records, per DynamoDB call made inside `recording(...)`, every partition and item it touches and what that
 * costs in capacity units (DynamoDB's rules: a read is ⌈size / 4 KB⌉ RCU, half when eventually consistent; a
 * write ⌈size / 1 KB⌉ WCU of the larger of the item's old and new image; transactional = 2×; a write to an
 * item in a GSI costs the same on the GSI's partition, and on the old partition too when the GSI key moves).
 * A middleware on the handlers' own client (as lib/ddb-counter.ts), so the real handlers' calls are what is
 * recorded. To know the GSI keys and sizes of a write it reads the item before and after (a consistent
 * GetItem made outside the recording).
 */
type Item = Record<string, unknown>;
type Key = { PK: string; SK: string };

/** The table's GSIs and their key attributes (infra/table-spec.ts). */
const GSIS = [
  { index: 'GSI1', pk: 'GSI1PK', sk: 'GSI1SK' },
  { index: 'GSI2', pk: 'GSI2PK', sk: 'GSI2SK' },
  { index: 'GSI3', pk: 'eventCode', sk: 'fileName' },
  { index: 'GSI4', pk: 'GSI4PK', sk: 'GSI4SK' },
] as const;
const PARTITION_ATTRS: ReadonlySet<string> = new Set(['PK', ...GSIS.map((g) => g.pk)]);

/** DynamoDB's item size, near enough: names plus values (numbers ~ digits / 2 + 1). */
export const itemSize = (v: unknown): number => {
  if (v === null || v === undefined || typeof v === 'boolean') return 1;
  if (typeof v === 'string') return Buffer.byteLength(v);
  if (typeof v === 'number' || typeof v === 'bigint') return Math.ceil(String(v).length / 2) + 1;
  if (v instanceof Uint8Array) return v.byteLength;
  if (v instanceof Set) return [...v].reduce((a: number, x) => a + itemSize(x), 0);
  if (Array.isArray(v)) return 3 + v.reduce((a: number, x) => a + 1 + itemSize(x), 0);
  if (typeof v === 'object') return 3 + Object.entries(v as Item).reduce((a, [k, x]) => a + Buffer.byteLength(k) + itemSize(x), 0);
  return 1;
};

const store = new AsyncLocalStorage<Access[]>();
let installed: Promise<void> | undefined;

const keyOf = (k: unknown): Key => {
  const o = k as Item;
  return { PK: String(o.PK), SK: String(o.SK) };
};

const readUnits = (bytes: number, consistent: boolean, transactional = false): number =>
  Math.max(1, Math.ceil(bytes / 4096)) * (transactional ? 2 : consistent ? 1 : 0.5);

export const installKeyRecorder = (): Promise<void> =>
  (installed ??= (async () => {
    const { ddb, tableName } = await import('../../../functions/core/data/table.js');
    const image = (key: Key): Promise<Item | undefined> =>
      store.exit(async () => (await ddb.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item);

    const writeAccesses = (key: Key, before: Item | undefined, after: Item | undefined, transactional: boolean): Access[] => {
      const bytes = Math.max(itemSize(before ?? {}), itemSize(after ?? {}));
      const units = Math.max(1, Math.ceil(bytes / 1024)) * (transactional ? 2 : 1);
      const out: Access[] = [{ index: 'table', pk: key.PK, sk: key.SK, write: true, units }];
      if (JSON.stringify(before, replacer) === JSON.stringify(after, replacer)) return out; // nothing changed: no index write
      // Index writes are not transactional (1 WCU per KB) and, with ALL projected (infra/table-spec.ts), happen on
      // every change of an indexed item, whichever attribute changed.
      for (const g of GSIS) {
        const was = before?.[g.pk] !== undefined && before[g.sk] !== undefined ? String(before[g.pk]) : undefined;
        const is = after?.[g.pk] !== undefined && after[g.sk] !== undefined ? String(after[g.pk]) : undefined;
        if (is !== undefined) out.push({ index: g.index, pk: is, write: true, units: Math.max(1, Math.ceil(itemSize(after) / 1024)) });
        if (was !== undefined && was !== is) out.push({ index: g.index, pk: was, write: true, units: Math.max(1, Math.ceil(itemSize(before) / 1024)) });
      }
      return out;
    };

    ddb.middlewareStack.add(
      (next, context) => async (args) => {
        const accesses = store.getStore();
        if (!accesses) return next(args);
        const command = String(context.commandName ?? '').replace(/Command$/, '');
        const input = args.input as Item;
        // Writes: the keys written and whether in a transaction.
        const writes: { key: Key; transactional: boolean; check?: boolean }[] = [];
        if (command === 'PutItem' || command === 'Put') writes.push({ key: keyOf(input.Item), transactional: false });
        if (['UpdateItem', 'Update', 'DeleteItem', 'Delete'].includes(command)) writes.push({ key: keyOf(input.Key), transactional: false });
        if (command === 'TransactWriteItems' || command === 'TransactWrite')
          for (const t of input.TransactItems as Item[]) {
            const op = (t.Put ?? t.Update ?? t.Delete ?? t.ConditionCheck) as Item;
            writes.push({ key: keyOf(t.Put ? op.Item : op.Key), transactional: true, ...(t.ConditionCheck ? { check: true } : {}) });
          }
        if (command === 'BatchWriteItem' || command === 'BatchWrite')
          for (const reqs of Object.values(input.RequestItems as Record<string, Item[]>))
            for (const r of reqs) writes.push({ key: keyOf(r.PutRequest ? (r.PutRequest as Item).Item : (r.DeleteRequest as Item).Key), transactional: false });
        const befores = await Promise.all(writes.map((w) => (w.check ? undefined : image(w.key))));
        let out: Awaited<ReturnType<typeof next>> | undefined;
        let error: unknown;
        try {
          out = await next(args);
        } catch (e) {
          error = e;
        }
        const output = (out?.output ?? {}) as Item;
        for (const [i, w] of writes.entries()) {
          // A condition check reads its item with write units (2 per item in a transaction) and writes nothing.
          if (w.check) accesses.push({ index: 'table', pk: w.key.PK, write: true, units: 2 });
          else accesses.push(...writeAccesses(w.key, befores[i], await image(w.key), w.transactional));
        }
        if (command === 'GetItem' || command === 'Get') {
          const k = keyOf(input.Key);
          accesses.push({ index: 'table', pk: k.PK, write: false, units: readUnits(itemSize(output.Item ?? {}), input.ConsistentRead === true) });
        }
        if (command === 'BatchGetItem' || command === 'BatchGet')
          for (const [table, req] of Object.entries(input.RequestItems as Record<string, Item>)) {
            const found = ((output.Responses as Record<string, Item[]> | undefined)?.[table] ?? []) as Item[];
            for (const k of (req.Keys as Item[]).map(keyOf)) {
              const item = found.find((x) => x.PK === k.PK && x.SK === k.SK);
              accesses.push({ index: 'table', pk: k.PK, write: false, units: readUnits(itemSize(item ?? {}), req.ConsistentRead === true) });
            }
          }
        if (command === 'TransactGetItems' || command === 'TransactGet')
          for (const t of input.TransactItems as Item[]) accesses.push({ index: 'table', pk: keyOf((t.Get as Item).Key).PK, write: false, units: 2 });
        if (command === 'Query') {
          const index = typeof input.IndexName === 'string' ? input.IndexName : 'table';
          const bytes = ((output.Items as Item[] | undefined) ?? []).reduce((a, x) => a + itemSize(x), 0);
          accesses.push({ index, pk: queriedPartition(input), write: false, units: readUnits(bytes, input.ConsistentRead === true) });
        }
        if (command === 'Scan') accesses.push({ index: 'table', pk: '(Scan: every partition)', write: false, units: Infinity });
        if (error) throw error;
        return out!;
      },
      { step: 'initialize', name: 'benchScaleKeyRecorder' },
    );
  })());

const replacer = (_: string, v: unknown): unknown => (v instanceof Set ? [...v].sort() : v);

/** The partition a Query reads: the value its key condition gives the partition key attribute. */
const queriedPartition = (input: Item): string => {
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  for (const m of String(input.KeyConditionExpression ?? '').matchAll(/([#\w]+)\s*=\s*(:\w+)/g)) {
    const attr = names[m[1]!] ?? m[1]!;
    if (PARTITION_ATTRS.has(attr) || attr === 'eventCode') return String(values[m[2]!]);
  }
  throw new Error(`Query without a recognised partition key: ${String(input.KeyConditionExpression)}`);
};

export const recording = async <T>(work: () => Promise<T>): Promise<{ result: T; accesses: Access[] }> => {
  const accesses: Access[] = [];
  const result = await store.run(accesses, work);
  return { result, accesses };
};
