import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableName, type ItemKey } from './table.js';

/**
 * Audit items (DESIGN 15: staff deletes "leave an audit item"): who did what to which event, when. One
 * partition per action, in time order (PK = AUDIT#<action>, SK = <ISO time>#<CODE>[#<photoId>]). Each is
 * written as an item of the transaction that makes the change it records, so it exists exactly when that
 * change happened: a refused or repeated change leaves none, a crash cannot leave the change without it.
 */

export type AuditAction = 'photos-deleted' | 'photo-deleted' | 'event-ended';

/** `actor`: the staff member's account e-mail (the token's subject), or 'system' for a job. */
export interface AuditEntry {
  action: AuditAction;
  actor: string;
  eventCode: string;
  /** ISO time of the change. */
  at: string;
  /** The photo of a one-photo action (its id is part of the key: several photos may go in one millisecond). */
  photoId?: string;
  /** What the action measured (photos and objects deleted, bytes freed). */
  counts?: Readonly<Record<string, number>>;
}

export const auditKey = (e: Pick<AuditEntry, 'action' | 'at' | 'eventCode' | 'photoId'>) =>
  ({ PK: `AUDIT#${e.action}`, SK: e.photoId ? `${e.at}#${e.eventCode}#${e.photoId}` : `${e.at}#${e.eventCode}` }) satisfies ItemKey;

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The audit item as a transaction's Put (its change's own condition decides whether it is written). */
export const auditPut = (e: AuditEntry): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...auditKey(e),
      entity: 'audit',
      action: e.action,
      actor: e.actor,
      eventCode: e.eventCode,
      at: e.at,
      ...(e.photoId ? { photoId: e.photoId } : {}),
      ...e.counts,
    },
  },
});
