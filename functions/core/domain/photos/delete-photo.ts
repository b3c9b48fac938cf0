import { DeleteObjectsCommand } from '@aws-sdk/client-s3';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PHOTO_KINDS } from '#shared/photo-files.js';
import { config } from '../../config.js';
import { adjustRemainingVoters, HIDDEN_ATTR, TRANSACTION_LIMIT, votedPhotosUpdate } from '../../data/photo-moderation.js';
import { allVotersOf, sameVotersCondition } from '../../data/photo-voters.js';
import { promptCountAttr, promptDoneAttr, promptHiddenAttr } from '../../data/challenge-item.js';
import { photoItemSchema } from '../../data/photo-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { namedTransaction, withConflictRetry } from '../../data/transactions.js';
import { photoObjectKey, s3 } from '../../s3.js';
import { domainError } from '../errors.js';
import { assertActive } from '../participants/require-active.js';

/** Who deletes: the event's creator (any photo, may give the unit of quota back) or a guest (their own only). */
export interface Deleter {
  participantId: string;
  creator: boolean;
}

const ATTEMPTS = 5;

/**
 * Deletes a photo for good: in one transaction the item goes, the event's counters (storageBytes, and
 * photoCount unless it was already hidden) go down, each voter's votedPhotos goes down (unless hidden:
 * already done) and — only when the creator says so (`freeQuota`) — the uploader gets their unit of quota
 * back. A guest deleting their own photo does not: the quota is the disposable camera's number of shots,
 * and deleting must not turn it into unlimited retakes. The files are removed from S3 after the item (a
 * failure there leaves unreachable files (storage cost only), never a listed photo without its files).
 * Conditioned on the photo as read (hidden state, voters), re-read when a vote or a hide landed in between.
 */
export const deletePhoto = async (code: string, photoId: string, by: Deleter, opts: { freeQuota?: boolean } = {}): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    const got = await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.photo(code, photoId), ConsistentRead: true }));
    if (!got.Item) throw domainError('PHOTO_NOT_FOUND', photoId);
    const photo = photoItemSchema().parse(got.Item);
    if (!by.creator && photo.uploaderId !== by.participantId) throw domainError('FORBIDDEN', 'not your photo');
    const wasHidden = got.Item[HIDDEN_ATTR] === true;
    // A hidden photo's voters were already taken off the ballot's counters when it was hidden.
    const voters = wasHidden ? [] : await allVotersOf(code, got.Item);
    const inTransaction = voters.slice(0, TRANSACTION_LIMIT - 4);
    const sameVoters = sameVotersCondition(got.Item);
    const table = tableName();
    const bytes = photo.sizes.polaroid + photo.sizes.raw + photo.sizes.thumbnail;
    // A photo's challenge (issue #33) leaves its prompt's count and its uploader's progress with it (a hidden
    // photo's left the progress when it was hidden).
    const prompt = photo.promptId;
    const progress = prompt && !wasHidden ? prompt : undefined;
    const promptNames = progress ? { '#cp': promptDoneAttr(progress) } : undefined;
    const tx = namedTransaction({
      // A guest is still in the event (a removed guest deletes nothing), in the same transaction. The
      // creator cannot be removed (and may act with the creation credential, which names no participant).
      caller: by.creator
        ? undefined
        : {
            ...(progress
              ? {
                  Update: {
                    TableName: table,
                    Key: keys.participant(code, by.participantId),
                    UpdateExpression: 'ADD #cp :minus',
                    ConditionExpression: 'isActive = :t',
                    ExpressionAttributeNames: promptNames,
                    ExpressionAttributeValues: { ':t': true, ':minus': -1 },
                    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
                  },
                }
              : {
                  ConditionCheck: {
                    TableName: table,
                    Key: keys.participant(code, by.participantId),
                    ConditionExpression: 'isActive = :t',
                    ExpressionAttributeValues: { ':t': true },
                    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
                  },
                }),
          },
      photo: {
        Delete: {
          TableName: table,
          Key: keys.photo(code, photoId),
          ConditionExpression: `attribute_exists(PK) AND ${wasHidden ? '#hidden = :true' : 'attribute_not_exists(#hidden)'} AND ${sameVoters.expr} AND ${prompt ? 'promptId = :prompt' : 'attribute_not_exists(promptId)'}`,
          ExpressionAttributeNames: { '#hidden': HIDDEN_ATTR },
          ...nonEmptyValues({ ...(wasHidden ? { ':true': true } : {}), ...sameVoters.values, ...(prompt ? { ':prompt': prompt } : {}) }),
        },
      },
      counters: {
        Update: {
          TableName: table,
          Key: keys.event(code),
          UpdateExpression: `${wasHidden ? 'ADD hiddenCount :minus, storageBytes :bytes' : 'ADD photoCount :minus, storageBytes :bytes'}${prompt ? ', #cc :minus' : ''}${prompt && wasHidden ? ', #ch :minus' : ''}`,
          ...(prompt ? { ExpressionAttributeNames: { '#cc': promptCountAttr(prompt), ...(wasHidden ? { '#ch': promptHiddenAttr(prompt) } : {}) } } : {}),
          ExpressionAttributeValues: { ':bytes': -bytes, ':minus': -1 },
        },
      },
      quota:
        by.creator && (opts.freeQuota || progress)
          ? {
              Update: {
                TableName: table,
                Key: keys.participant(code, photo.uploaderId),
                // Each photo gives back at most one unit: its item is deleted in this same transaction.
                UpdateExpression: `ADD ${[...(opts.freeQuota ? ['photosTaken :minus'] : []), ...(progress ? ['#cp :minus'] : [])].join(', ')}`,
                ConditionExpression: 'attribute_exists(PK)',
                ...(promptNames ? { ExpressionAttributeNames: promptNames } : {}),
                ExpressionAttributeValues: { ':minus': -1 },
              },
            }
          : undefined,
      ...Object.fromEntries(inTransaction.map((id, i) => [`voter${i}`, votedPhotosUpdate(code, id, -1)])),
    });
    try {
      await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
    } catch (e) {
      const why = tx.reasons(e);
      if (why?.caller?.failed) assertActive(why.caller.item, `participant ${by.participantId}`);
      if (why?.photo?.failed && attempt < ATTEMPTS) continue;
      if (why?.photo?.failed) throw domainError('PHOTO_NOT_FOUND', photoId);
      throw e;
    }
    await adjustRemainingVoters(code, voters.slice(inTransaction.length), -1);
    await deletePhotoFiles(code, [photoId]);
    return;
  }
};

/** DynamoDB refuses an empty ExpressionAttributeValues. */
const nonEmptyValues = (values: Record<string, unknown>) => (Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {});

/** The S3 objects of some photos of one event (≤ 333 photos per call: 3 files each, 1 000 keys). */
export const deletePhotoFiles = async (code: string, photoIds: readonly string[]): Promise<void> => {
  if (photoIds.length === 0) return;
  const objects = photoIds.flatMap((id) => PHOTO_KINDS.map((kind) => ({ Key: photoObjectKey(code, id, kind) })));
  const out = await s3.send(new DeleteObjectsCommand({ Bucket: config.photoBucket, Delete: { Objects: objects, Quiet: true } }));
  if (out.Errors && out.Errors.length > 0) throw new Error(`S3 refused ${out.Errors.length} deletions in ${code}: ${out.Errors[0]?.Code ?? ''}`);
};
