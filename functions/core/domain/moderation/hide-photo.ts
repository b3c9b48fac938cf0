import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AWARD_CATEGORY_IDS } from '#shared/award-categories.js';
import { now } from '../../clock.js';
import { adjustRemainingVoters, HIDDEN_ATTR, TRANSACTION_LIMIT, votedPhotosUpdate } from '../../data/photo-moderation.js';
import { allVotersOf, sameVotersCondition } from '../../data/photo-voters.js';
import { promptDoneAttr, promptHiddenAttr } from '../../data/challenge-item.js';
import { voteAttr } from '../../data/photo-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { namedTransaction, withConflictRetry } from '../../data/transactions.js';
import { domainError } from '../errors.js';

/** Attempts when votes keep landing between the read and the write (each one changes the voters set). */
const ATTEMPTS = 5;

type Change = 'hide' | 'unhide';

/**
 * The creator hides a photo (or shows it again). One transaction per change: the photo's state (hidden
 * leaves the awards' VOTED index; unhidden comes back to it when it has votes), the event's photoCount
 * (the ballot counts photos in play) and the votedPhotos counter of each of its voters — so the ballot's
 * "anything left?" stays exact. The write is conditioned on the voters read (a vote in between retries);
 * votes on a hidden photo are refused by cast-vote. Beyond the transaction's item limit (more than 97
 * voters on one photo) the remaining voters are adjusted right after, one write each, not atomically.
 * Repeating a change is harmless (hiding a hidden photo changes nothing).
 */
export const setPhotoHidden = async (code: string, photoId: string, change: Change, by: string): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    const got = await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.photo(code, photoId), ConsistentRead: true }));
    if (!got.Item) throw domainError('PHOTO_NOT_FOUND', photoId);
    const isHidden = got.Item[HIDDEN_ATTR] === true;
    if (isHidden === (change === 'hide')) return;
    const voters = await allVotersOf(code, got.Item);
    const hasVotes = AWARD_CATEGORY_IDS.some((c) => Number(got.Item?.[voteAttr(c)] ?? 0) > 0);
    const prompt = typeof got.Item.promptId === 'string' ? got.Item.promptId : null;
    // The photo, the event and (with a prompt) its uploader; the voters fill the rest of the transaction.
    const inTransaction = voters.slice(0, TRANSACTION_LIMIT - (prompt ? 3 : 2));
    const uploaderId = String(got.Item.uploaderId);
    const tx = transaction(code, photoId, change, by, { voters: inTransaction, sameVoters: sameVotersCondition(got.Item), hasVotes, prompt, uploaderId });
    try {
      await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
    } catch (e) {
      const why = tx.reasons(e);
      // The photo changed meanwhile (a vote, a concurrent hide, a delete): read it again.
      if (why?.photo?.failed && attempt < ATTEMPTS) continue;
      if (why?.photo?.failed) throw domainError('PHOTO_NOT_FOUND', photoId);
      throw e;
    }
    await adjustRemainingVoters(code, voters.slice(inTransaction.length), change === 'hide' ? -1 : 1);
    return;
  }
};

const transaction = (
  code: string,
  photoId: string,
  change: Change,
  by: string,
  read: { voters: string[]; sameVoters: { expr: string; values: Record<string, unknown> }; hasVotes: boolean; prompt: string | null; uploaderId: string },
) => {
  const table = tableName();
  const { sameVoters } = read;
  const delta = change === 'hide' ? -1 : 1;
  // Its photo challenge (issue #33): the prompt's hidden count moves with it, and the prompt read is pinned (a
  // prompt change in between retries rather than moving the wrong prompt's count).
  const prompt = read.prompt
    ? { expr: 'promptId = :prompt', values: { ':prompt': read.prompt } as Record<string, unknown> }
    : { expr: 'attribute_not_exists(promptId)', values: {} as Record<string, unknown> };
  const photo =
    change === 'hide'
      ? {
          UpdateExpression: 'SET #hidden = :true, hiddenAt = :at, hiddenBy = :by REMOVE GSI1PK, GSI1SK',
          ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(#hidden) AND ${prompt.expr} AND ${sameVoters.expr}`,
          ExpressionAttributeValues: { ':true': true, ':at': now().toISOString(), ':by': by, ...prompt.values, ...sameVoters.values },
        }
      : {
          UpdateExpression: `REMOVE #hidden, hiddenAt, hiddenBy${read.hasVotes ? ' SET GSI1PK = :voted, GSI1SK = :photoId' : ''}`,
          ConditionExpression: `#hidden = :true AND ${prompt.expr} AND ${sameVoters.expr}`,
          ExpressionAttributeValues: { ':true': true, ...(read.hasVotes ? { ':voted': keys.votedPhotos(code), ':photoId': photoId } : {}), ...prompt.values, ...sameVoters.values },
        };
  return namedTransaction({
    photo: { Update: { TableName: table, Key: keys.photo(code, photoId), ExpressionAttributeNames: { '#hidden': HIDDEN_ATTR }, ...photo } },
    counters: {
      Update: {
        TableName: table,
        Key: keys.event(code),
        // What guests see moves one way, the hidden count the other: staff count both (issue 29.3).
        UpdateExpression: `ADD photoCount :delta, hiddenCount :hiddenDelta${read.prompt ? ', #ch :hiddenDelta' : ''}`,
        ...(read.prompt ? { ExpressionAttributeNames: { '#ch': promptHiddenAttr(read.prompt) } } : {}),
        ExpressionAttributeValues: { ':delta': delta, ':hiddenDelta': -delta },
      },
    },
    // A hidden photo answers no challenge (it is gone from every gallery, its uploader's too): its uploader's
    // progress, which the champion is counted from, moves with it. The uploader is never among its voters.
    uploader: read.prompt
      ? {
          Update: {
            TableName: table,
            Key: keys.participant(code, read.uploaderId),
            UpdateExpression: 'ADD #cp :delta',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#cp': promptDoneAttr(read.prompt) },
            ExpressionAttributeValues: { ':delta': delta },
          },
        }
      : undefined,
    ...Object.fromEntries(read.voters.map((id, i) => [`voter${i}`, votedPhotosUpdate(code, id, delta)])),
  });
};
