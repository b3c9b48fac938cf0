import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ProvisionedThroughputExceededException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { signToken } from '../auth/tokens.js';
import { log } from '../log.js';
import { apiEvent, parseBody } from './api-event.fixture.js';

/**
 * Failing dependencies: throttling, outages and timeouts of DynamoDB and S3 answer 503 with a message the
 * app can show ("try again"), never a 500 or a stack trace, and leave nothing half-written behind.
 */
const ddb = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);

beforeAll(() => {
  Object.assign(process.env, { TABLE_NAME: 't', PHOTO_BUCKET: 'b', TOKEN_SECRET: 'unit-test-secret-unit-test-secret', AWS_REGION: 'us-east-1' });
  vi.spyOn(log, 'warn').mockImplementation(() => undefined);
  vi.spyOn(log, 'error').mockImplementation(() => undefined);
});
beforeEach(() => {
  ddb.reset();
  s3.reset();
});

const busy = { error: { code: 'SERVICE_BUSY', message: messages.SERVICE_BUSY, requestId: 'req-test' } };
const throttled = () => new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: { httpStatusCode: 400 } });
const eventItem = {
  PK: 'EVENT#AB12CD', SK: 'META', entity: 'event', id: '01J', code: 'AB12CD', title: 'T', eventType: 'wedding', maxParticipants: 50,
  maxPhotosPerUser: 10, durationMinutes: 480, organizerName: 'Ana', status: 'active', eventState: 'countdown', participantCount: 1,
  photoCount: 0, createdAt: new Date().toISOString(), galleryExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
};

describe('fault injection', () => {
  it('join: DynamoDB throttling after the SDK retries → 503 busy, and no transaction is attempted', async () => {
    const { handler } = await import('../../http/events/join.js');
    ddb.on(BatchGetCommand).rejects(throttled());
    const res = await handler(apiEvent({ method: 'POST', pathParameters: { code: 'AB12CD' }, body: { name: 'Bea' } }));
    expect(res.statusCode).toBe(503);
    expect(res.headers?.['retry-after']).toBe('2');
    expect(parseBody(res)).toEqual(busy);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('join: endless contention on the event item ends in 503 after bounded retries', async () => {
    const { handler } = await import('../../http/events/join.js');
    ddb.on(BatchGetCommand).resolves({ Responses: { t: [eventItem] } });
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({ message: 'conflict', $metadata: {}, CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }] }),
    );
    const res = await handler(apiEvent({ method: 'POST', pathParameters: { code: 'AB12CD' }, body: { name: 'Bea' } }));
    expect(res.statusCode).toBe(503);
    expect(ddb.commandCalls(TransactWriteCommand).length).toBeGreaterThan(1);
    expect(ddb.commandCalls(TransactWriteCommand).length).toBeLessThanOrEqual(12);
  }, 20_000);

  it('a stored item that breaks its schema is our fault: 500 with the request id, logged, no field named to the client', async () => {
    const { handler } = await import('../../http/events/get.js');
    const { title: _dropped, ...corrupt } = eventItem;
    ddb.on(BatchGetCommand).resolves({ Responses: { t: [corrupt] } });
    const res = await handler(apiEvent({ method: 'GET', pathParameters: { code: 'AB12CD' } }));
    expect(res.statusCode).toBe(500);
    expect(parseBody(res)).toEqual({ error: { code: 'INTERNAL', message: messages.INTERNAL, requestId: 'req-test' } });
    expect(log.error).toHaveBeenCalledWith('unhandled failure', expect.objectContaining({ requestId: 'req-test' }));
  });

  it('photo slot: a DynamoDB outage → 503, and no upload URL is handed out', async () => {
    const { handler } = await import('../../http/photos/request-slot.js');
    const token = await signToken({ role: 'participant', evt: 'AB12CD', sub: 'p1' }, 60);
    const outage = Object.assign(new Error('We encountered an internal error'), { name: 'InternalServerError', $metadata: { httpStatusCode: 500 } });
    ddb.on(TransactWriteCommand).rejects(outage);
    const res = await handler(
      apiEvent({ method: 'POST', pathParameters: { code: 'AB12CD' }, headers: { authorization: `Bearer ${token}` }, body: { files: { polaroid: { size: 10 }, raw: { size: 10 }, thumbnail: { size: 10 } } } }),
    );
    expect(res.statusCode).toBe(503);
    expect(res.body).not.toMatch(/amazonaws|X-Amz/);
  });

  it('confirm: S3 timing out → 503 and the photo is not recorded (the slot stays for a retry)', async () => {
    const { handler } = await import('../../http/photos/confirm.js');
    const token = await signToken({ role: 'participant', evt: 'AB12CD', sub: 'p1' }, 60);
    const photoId = '01JABCDEFGHJKMNPQRSTVWXYZ0';
    ddb.on(BatchGetCommand).resolves({
      Responses: {
        t: [
          { PK: 'EVENT#AB12CD', SK: 'PART#p1', entity: 'participant', id: 'p1', eventCode: 'AB12CD', name: 'Ana', isCreator: false, isActive: true, photosTaken: 1, maxPhotos: 10, joinedAt: new Date().toISOString() },
          { PK: 'EVENT#AB12CD', SK: `SLOT#${photoId}`, entity: 'slot', id: photoId, eventCode: 'AB12CD', uploaderId: 'p1', sizes: { polaroid: 10, raw: 10, thumbnail: 10 }, createdAt: new Date().toISOString(), expiresAt: new Date().toISOString() },
        ],
      },
    });
    s3.on(GetObjectCommand).rejects(Object.assign(new Error('socket hang up'), { name: 'TimeoutError' }));
    const res = await handler(apiEvent({ method: 'POST', pathParameters: { code: 'AB12CD', photoId }, headers: { authorization: `Bearer ${token}` } }));
    expect(res.statusCode).toBe(503);
    expect(parseBody(res)).toEqual(busy);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
