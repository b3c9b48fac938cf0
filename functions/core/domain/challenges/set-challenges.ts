import { randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChallengesView, SetChallengesRequest } from '#shared/schemas/challenges.js';
import { now } from '../../clock.js';
import { challengesClosed, pickablePromptIds, PROMPT_IDS_ATTR, promptCountAttr, eventChallengesOf, type ChallengePromptItem, type EventChallenges } from '../../data/challenge-item.js';
import { EVENT_OPEN_CONDITION, eventOpenValues } from '../../data/event-open.js';
import { eventItemSchema } from '../../data/event-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { domainError } from '../errors.js';
import { log } from '../../log.js';
import { toChallengesView } from './challenge-state.js';

/** Attempts when a photo or another tab changes the event between our read and our write. */
const ATTEMPTS = 4;

/** A typed prompt's id: `t` + 12 random base-36 characters (never a built-in id, which has no leading t + digits only). */
const typedPromptId = (): string => `t${BigInt(`0x${randomBytes(8).toString('hex')}`).toString(36).padStart(12, '0').slice(0, 12)}`;

const sameText = (a: string, b: string) => a.normalize('NFKC').trim().toLocaleLowerCase('ro') === b.normalize('NFKC').trim().toLocaleLowerCase('ro');

/** The new list from the request and the current one; refuses unknown ids and duplicates. */
const nextPrompts = (req: SetChallengesRequest, current: readonly ChallengePromptItem[]): ChallengePromptItem[] => {
  const byId = new Map(current.map((p) => [p.id, p]));
  const out: ChallengePromptItem[] = [];
  for (const entry of req.prompts) {
    let prompt: ChallengePromptItem;
    if (entry.id !== undefined) {
      const existing = byId.get(entry.id);
      if (!existing) throw domainError('CHALLENGE_PROMPT_UNKNOWN', entry.id);
      prompt = { ...existing, hidden: entry.hidden === true ? true : undefined };
    } else if (entry.builtinId !== undefined) {
      // Picking a built-in that is already on the list (perhaps hidden) names that prompt again.
      prompt = current.find((p) => p.builtinId === entry.builtinId) ?? { id: entry.builtinId, builtinId: entry.builtinId };
      prompt = { ...prompt, hidden: entry.hidden === true ? true : undefined };
    } else {
      const text = entry.text ?? '';
      const existing = current.find((p) => p.text !== undefined && sameText(p.text, text));
      prompt = existing ? { ...existing, hidden: entry.hidden === true ? true : undefined } : { id: typedPromptId(), text, hidden: entry.hidden === true ? true : undefined };
    }
    if (out.some((p) => p.id === prompt.id || (p.text !== undefined && prompt.text !== undefined && sameText(p.text, prompt.text)))) {
      throw domainError('CHALLENGE_PROMPT_DUPLICATE', prompt.id);
    }
    out.push(Object.fromEntries(Object.entries(prompt).filter(([, v]) => v !== undefined)) as ChallengePromptItem);
  }
  return out;
};

/**
 * The creator sets the list (DESIGN 16, issue #33). One conditional write on META: the version read (no lost
 * edit), the event not ended, and every removed prompt still without photos — checked by the same item a
 * photo's prompt is counted on, so a photo landing meanwhile makes the removal fail, never vanish.
 */
export const setChallenges = async (code: string, creatorId: string, req: SetChallengesRequest): Promise<ChallengesView> => {
  for (let attempt = 1; ; attempt++) {
    const at = now();
    const got = await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.event(code), ConsistentRead: true }));
    if (!got.Item) throw domainError('EVENT_NOT_FOUND', code);
    const event = eventItemSchema().parse(got.Item);
    const challenges = eventChallengesOf(got.Item);
    if (challengesClosed(event, at)) throw domainError('CHALLENGES_CLOSED', code);
    const prompts = nextPrompts(req, challenges.prompts);
    const kept = new Set(prompts.map((p) => p.id));
    const removed = challenges.prompts.filter((p) => !kept.has(p.id));
    const withPhotos = removed.find((p) => (challenges.counts[p.id] ?? 0) > 0);
    if (withPhotos) throw domainError('CHALLENGE_PROMPT_HAS_PHOTOS', withPhotos.id);
    const next: EventChallenges = { enabled: req.enabled, prompts, version: challenges.version + 1, counts: challenges.counts, hiddenCounts: challenges.hiddenCounts };
    try {
      await write(code, challenges.version, next, removed, at);
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException && attempt < ATTEMPTS) continue;
      if (e instanceof ConditionalCheckFailedException) throw domainError('CHALLENGE_PROMPT_HAS_PHOTOS', 'the list kept changing');
      throw e;
    }
    log.info('challenges set', { code, by: creatorId, prompts: prompts.length, enabled: req.enabled });
    // The creator's answer: their own progress is on the card they read (GET), not this one.
    return toChallengesView({ ...next, counts: Object.fromEntries(Object.entries(challenges.counts).filter(([id]) => kept.has(id))) }, [], event, true, at);
  }
};

const write = (code: string, readVersion: number, next: EventChallenges, removed: readonly ChallengePromptItem[], at: Date) => {
  const pickable = pickablePromptIds(next);
  const names: Record<string, string> = { '#status': 'status', '#ids': PROMPT_IDS_ATTR };
  const values: Record<string, unknown> = { ...eventOpenValues(at), ':prompts': next.prompts, ':enabled': next.enabled, ':version': next.version, ':read': readVersion, ...(removed.length > 0 ? { ':zero': 0 } : {}) };
  const removedConditions = removed.map((p, i) => {
    names[`#rm${i}`] = promptCountAttr(p.id);
    return `(attribute_not_exists(#rm${i}) OR #rm${i} <= :zero)`;
  });
  if (pickable.length > 0) values[':ids'] = new Set(pickable);
  const removes = [...(pickable.length > 0 ? [] : ['#ids']), ...removed.map((_, i) => `#rm${i}`)];
  return ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.event(code),
      UpdateExpression: `SET challengePrompts = :prompts, challengesEnabled = :enabled, challengesVersion = :version${pickable.length > 0 ? ', #ids = :ids' : ''}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: [
        'attribute_exists(PK)',
        EVENT_OPEN_CONDITION,
        readVersion === 0 ? '(attribute_not_exists(challengesVersion) OR challengesVersion = :read)' : 'challengesVersion = :read',
        ...removedConditions,
      ].join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
};
