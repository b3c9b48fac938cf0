import { BatchGetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SetPhotoChallengeResponse } from '#shared/schemas/challenges.js';
import { now } from '../../clock.js';
import { challengesClosed, PROMPT_IDS_ATTR, promptCountAttr, promptDoneAttr, promptHiddenAttr, promptPhotoKeys } from '../../data/challenge-item.js';
import { EVENT_OPEN_CONDITION, eventOpenValues } from '../../data/event-open.js';
import { HIDDEN_ATTR } from '../../data/photo-moderation.js';
import { eventItemSchema } from '../../data/event-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { namedTransaction, withConflictRetry } from '../../data/transactions.js';
import { domainError } from '../errors.js';
import { assertActive } from '../participants/require-active.js';

/** Attempts when the photo's prompt changes between our read and our write (two tabs of one guest). */
const ATTEMPTS = 3;

/**
 * A guest sets or clears the prompt of their own photo (issue #33): one transaction — the photo (still theirs,
 * still the prompt read), the event's counts (not ended; the new prompt one of its pickable ones) and the
 * guest's own progress (still active). Setting the prompt it already has changes nothing.
 */
export const setPhotoChallenge = async (code: string, participantId: string, photoId: string, promptId: string | null): Promise<SetPhotoChallengeResponse> => {
  for (let attempt = 1; ; attempt++) {
    const at = now();
    // The photo and the caller in one read: a removed guest is refused even when nothing would change.
    const table = tableName();
    const got = await ddb.send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: [keys.photo(code, photoId), keys.participant(code, participantId)], ConsistentRead: true } } }),
    );
    const items = got.Responses?.[table] ?? [];
    assertActive(items.find((i) => i.entity === 'participant'), `participant ${participantId}`);
    const photo = items.find((i) => i.entity === 'photo');
    if (!photo) throw domainError('PHOTO_NOT_FOUND', photoId);
    if (photo.uploaderId !== participantId) throw domainError('CHALLENGE_NOT_YOUR_PHOTO', photoId);
    const old = typeof photo.promptId === 'string' ? photo.promptId : null;
    if (old === promptId) return { photoId, promptId };
    const tx = transaction(code, participantId, photoId, old, promptId, photo[HIDDEN_ATTR] === true, at);
    try {
      await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
      return { photoId, promptId };
    } catch (e) {
      const why = tx.reasons(e);
      if (!why) throw e;
      if (why.me?.failed) assertActive(why.me.item, participantId);
      if (why.event?.failed) {
        const event = why.event.item ? eventItemSchema().parse(why.event.item) : undefined;
        if (!event) throw domainError('EVENT_NOT_FOUND', code);
        if (challengesClosed(event, at)) throw domainError('CHALLENGES_CLOSED', code);
        throw domainError('CHALLENGE_PROMPT_UNKNOWN', String(promptId));
      }
      if (why.photo?.failed && attempt < ATTEMPTS) continue;
      if (why.photo?.failed) throw domainError('PHOTO_NOT_FOUND', `${photoId} kept changing`);
      throw e;
    }
  }
};

const transaction = (code: string, participantId: string, photoId: string, old: string | null, next: string | null, hidden: boolean, at: Date) => {
  const table = tableName();
  const names: Record<string, string> = {};
  const adds: string[] = [];
  const doneAdds: string[] = [];
  const doneNames: Record<string, string> = {};
  if (next) {
    names['#new'] = promptCountAttr(next);
    doneNames['#new'] = promptDoneAttr(next);
    adds.push('#new :one');
    doneAdds.push('#new :one');
  }
  if (old) {
    names['#old'] = promptCountAttr(old);
    doneNames['#old'] = promptDoneAttr(old);
    adds.push('#old :minus');
    doneAdds.push('#old :minus');
  }
  // A photo the creator hid carries its place in the prompts' hidden counts along (guests see cc − ch).
  if (hidden && next) {
    names['#newHidden'] = promptHiddenAttr(next);
    adds.push('#newHidden :one');
  }
  if (hidden && old) {
    names['#oldHidden'] = promptHiddenAttr(old);
    adds.push('#oldHidden :minus');
  }
  const counts = { ...(next ? { ':one': 1 } : {}), ...(old ? { ':minus': -1 } : {}) };
  return namedTransaction({
    photo: {
      Update: {
        TableName: table,
        Key: keys.photo(code, photoId),
        UpdateExpression: next ? 'SET promptId = :next, GSI4PK = :gsiPK, GSI4SK = :gsiSK' : 'REMOVE promptId, GSI4PK, GSI4SK',
        // The hidden state read is pinned too: a hide or show in between retries (it moves the hidden counts).
        ConditionExpression: `attribute_exists(PK) AND uploaderId = :me AND ${old ? 'promptId = :old' : 'attribute_not_exists(promptId)'} AND ${hidden ? '#hidden = :true' : 'attribute_not_exists(#hidden)'}`,
        ExpressionAttributeNames: { '#hidden': HIDDEN_ATTR },
        ExpressionAttributeValues: {
          ':me': participantId,
          ...(hidden ? { ':true': true } : {}),
          ...(old ? { ':old': old } : {}),
          ...(next ? (({ GSI4PK, GSI4SK }) => ({ ':next': next, ':gsiPK': GSI4PK, ':gsiSK': GSI4SK }))(promptPhotoKeys(code, next, photoId)) : {}),
        },
      },
    },
    event: {
      Update: {
        TableName: table,
        Key: keys.event(code),
        UpdateExpression: `ADD ${adds.join(', ')}`,
        ConditionExpression: `attribute_exists(PK) AND ${EVENT_OPEN_CONDITION}${next ? ' AND contains(#ids, :next)' : ''}`,
        ExpressionAttributeNames: { ...names, '#status': 'status', ...(next ? { '#ids': PROMPT_IDS_ATTR } : {}) },
        ExpressionAttributeValues: { ...counts, ...eventOpenValues(at), ...(next ? { ':next': next } : {}) },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    // The guest's progress counts their shown photos only: a hidden photo's prompt moves no progress (hide-photo.ts).
    me: hidden
      ? {
          ConditionCheck: {
            TableName: table,
            Key: keys.participant(code, participantId),
            ConditionExpression: 'isActive = :t',
            ExpressionAttributeValues: { ':t': true },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        }
      : {
          Update: {
            TableName: table,
            Key: keys.participant(code, participantId),
            UpdateExpression: `ADD ${doneAdds.join(', ')}`,
            ConditionExpression: 'isActive = :t',
            ExpressionAttributeNames: doneNames,
            ExpressionAttributeValues: { ...counts, ':t': true },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
  });
};
