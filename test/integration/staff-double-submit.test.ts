import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiEvent } from '../../functions/core/http/api-event.fixture.js';
import type { StaffPhotoPackageResponse } from '../../shared/schemas/staff-photos.js';
import { bearer, call, flows, loadHandler, ok, type Flows, type Handler } from '../support/flows.js';
import { staffAccountToken } from '../support/staff-accounts.js';
import { useEmulators } from '../support/use-emulators.js';
import type * as ClockModule from '../../functions/core/clock.js';
import type * as TableModule from '../../functions/core/data/table.js';

/**
 * A staff action submitted twice at once (a double click, a retried request) against DynamoDB Local: the
 * change happens once and leaves exactly one audit item.
 *
 * The server's clock strictly increases here: two requests side by side would otherwise often read the same
 * millisecond, and audit items of the same instant share a key — a second item would overwrite the first
 * and hide the double write this file is about.
 */
vi.mock('../../functions/core/clock.js', async (importOriginal) => {
  const real = await importOriginal<typeof ClockModule>();
  let last = 0;
  return {
    ...real,
    now: (): Date => {
      last = Math.max(real.now().getTime(), last + 1);
      return new Date(last);
    },
  };
});

useEmulators();
process.env.LOG_LEVEL = 'SILENT';

const ADMIN = 'double-admin@candid.test';
let f: Flows;
let h: Record<'deletePackage' | 'endByCreator' | 'start' | 'staffEnd', Handler>;
let admin: string;
let ddb: typeof TableModule.ddb;
let keys: typeof TableModule.keys;

beforeAll(async () => {
  f = await flows();
  const [deletePackage, endByCreator, start, staffEnd] = await Promise.all(
    ['staff-photos/delete-package', 'events/end', 'events/start', 'staff-events/end'].map((p) => loadHandler(`http/${p}.js`)),
  );
  h = { deletePackage: deletePackage!, endByCreator: endByCreator!, start: start!, staffEnd: staffEnd! };
  admin = await staffAccountToken(ADMIN, 'admin', 'Double Admin');
  ({ ddb, keys } = await import('../../functions/core/data/table.js'));
});

const meta = async (code: string) => (await ddb.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.event(code), ConsistentRead: true }))).Item ?? {};
const auditItems = async (action: string, code: string) =>
  ((await ddb.send(new QueryCommand({ TableName: process.env.TABLE_NAME, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `AUDIT#${action}` } }))).Items ?? []).filter(
    (i) => i.eventCode === code,
  );
const staffCall = (token: string, code: string, body?: unknown) => apiEvent({ method: 'POST', pathParameters: { code }, headers: bearer(token), ...(body !== undefined ? { body } : {}) });

describe('a double-submitted package delete', () => {
  it('deletes once: both requests answer deleted (a repeat is a harmless success) and one audit item is left', async () => {
    const created = await f.createEvent({ title: 'Double delete' });
    const code = created.event.code;
    const guest = await f.join(code, 'Ana Pop');
    for (let i = 0; i < 2; i++) await f.uploadPhoto(code, guest.token);
    ok(await h.endByCreator(call(code, created.creatorToken, {}, { method: 'POST' })));

    const submit = () => h.deletePackage(staffCall(admin, code, { confirm: code }));
    const answers = await Promise.all([submit(), submit()]);
    for (const res of answers) expect(ok<StaffPhotoPackageResponse>(res)).toEqual({ code, photoStorage: 'deleted', continuing: false });

    expect(await meta(code)).toMatchObject({ photoCount: 0, storageBytes: 0, photoStorage: 'deleted', photosDeletedAt: expect.any(String) });
    const audit = await auditItems('photos-deleted', code);
    expect(audit).toEqual([expect.objectContaining({ entity: 'audit', action: 'photos-deleted', actor: ADMIN, eventCode: code })]);

    // A third, later: the same answer, still one item.
    expect(ok<StaffPhotoPackageResponse>(await submit())).toEqual({ code, photoStorage: 'deleted', continuing: false });
    expect(await auditItems('photos-deleted', code)).toHaveLength(1);
  });
});

describe('a double-submitted staff End', () => {
  it('ends the event once: one answer is the ended event, the other 409 (someone ended it first), and one audit item is left', async () => {
    const created = await f.createEvent({ title: 'Double end' });
    const code = created.event.code;
    ok(await h.start(call(code, created.creatorToken, {}, { method: 'POST' })));

    const answers = await Promise.all([h.staffEnd(staffCall(admin, code)), h.staffEnd(staffCall(admin, code))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await meta(code)).toMatchObject({ status: 'completed' });
    expect(await auditItems('event-ended', code)).toEqual([expect.objectContaining({ entity: 'audit', action: 'event-ended', actor: ADMIN, eventCode: code })]);
  });
});
