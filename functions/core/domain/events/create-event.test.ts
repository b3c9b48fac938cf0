import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEventRequestSchema } from '#shared/schemas/events.js';
import { verifyToken } from '../../auth/tokens.js';
import { DomainError } from '../../errors.js';
import { createEvent } from './create-event.js';
import { randomEventCode } from './event-code.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
/** The code's META exists: the transaction's first put fails its condition. */
const taken = () => new TransactionCanceledException({ message: 'taken', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] });
const input = createEventRequestSchema.parse({ title: 'Ana & Ion', organizerName: 'Ana' });

beforeAll(() => {
  process.env.TABLE_NAME = 'candid-test';
  process.env.TOKEN_SECRET = 'unit-test-secret-unit-test-secret';
});
beforeEach(() => ddbMock.reset());

describe('createEvent', () => {
  it('puts the event under a fresh code with a uniqueness condition and returns a creator credential', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    const { event, creatorToken } = await createEvent(input, () => 'AB12CD');
    const put = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Put;
    expect(put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(put?.Item).toMatchObject({ PK: 'EVENT#AB12CD', SK: 'META', status: 'waiting', eventState: 'not_started', participantCount: 0 });
    // The staff list's index keys are not on META: counters update it all night (docs/capacity.md).
    expect(put?.Item?.GSI4PK).toBeUndefined();
    expect(event).toMatchObject({ code: 'AB12CD', status: 'waiting', maxParticipants: 50, maxPhotosPerUser: 10, durationMinutes: 480 });
    expect(Date.parse(event.galleryExpiresAt) - Date.parse(event.createdAt)).toBe(5 * 86_400_000);
    expect(await verifyToken(creatorToken)).toEqual({ role: 'creator', evt: 'AB12CD', sub: event.id });
  });

  it('lists the event for staff by creation date (GSI4) on its own entry item, under the code it finally got', async () => {
    ddbMock.on(TransactWriteCommand).rejectsOnce(taken()).resolves({});
    const codes = ['TAKEN1', 'FRESH1'];
    const { event } = await createEvent(input, () => codes.shift() ?? 'NONE00');
    const entry = ddbMock.commandCalls(TransactWriteCommand)[1]?.args[0].input.TransactItems?.[1]?.Put;
    expect(entry?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(entry?.Item).toMatchObject({ PK: 'EVENT#FRESH1', SK: 'LIST', code: 'FRESH1', GSI4PK: 'LIST#EVENTS', GSI4SK: `${event.createdAt}#FRESH1` });
  });

  it('tries another code when one is taken', async () => {
    ddbMock.on(TransactWriteCommand).rejectsOnce(taken()).resolves({});
    const codes = ['TAKEN1', 'FRESH1'];
    const { event } = await createEvent(input, () => codes.shift() ?? 'NONE00');
    expect(event.code).toBe('FRESH1');
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('gives up after 10 taken codes with the spec message code', async () => {
    ddbMock.on(TransactWriteCommand).rejects(taken());
    const err = await createEvent(input, () => 'TAKEN1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe('CODE_GENERATION_FAILED');
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(10);
  });

  it('does not hide other database failures as code collisions', async () => {
    ddbMock.on(TransactWriteCommand).rejects(new Error('throttled'));
    await expect(createEvent(input, () => 'AB12CD')).rejects.toThrow('throttled');
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});

describe('randomEventCode', () => {
  it('makes 6 characters of A-Z0-9 and covers the alphabet', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const c = randomEventCode();
      expect(c).toMatch(/^[A-Z0-9]{6}$/);
      for (const ch of c) seen.add(ch);
    }
    expect(seen.size).toBe(36);
  });
});
