import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { normalizeStaffEmail, STAFF_ROLES, type StaffRole } from '../../../shared/staff-roles.js';
import { staffPasswordHashSchema, type StaffPasswordHash } from '../auth/staff-password.js';
import { once } from '../once.js';
import { queryAll } from './query-all.js';
import { ddb, tableName, type ItemKey } from './table.js';

/**
 * Staff accounts (DESIGN 6): one item per normalized e-mail, listed through the sparse GSI1 partition `STAFF`
 * (a handful of items; never a Scan).
 */
export const staffKeys = {
  account: (email: string) => ({ PK: `STAFF#${normalizeStaffEmail(email)}`, SK: 'ACCOUNT' as const }) satisfies ItemKey,
  /** GSI1 partition listing every staff account, sorted by e-mail. */
  all: 'STAFF',
} as const;

// Built on first read: every authenticated handler loads this module for the staff check (#31 item 3).
export const staffAccountItemSchema = once(() =>
  z.object({
    PK: z.string(),
    SK: z.literal('ACCOUNT'),
    entity: z.literal('staff'),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    password: staffPasswordHashSchema(),
    createdAt: z.string(),
  }),
);
export type StaffAccountItem = z.infer<ReturnType<typeof staffAccountItemSchema>>;

export interface NewStaffAccount {
  email: string;
  name: string;
  role: StaffRole;
  password: StaffPasswordHash;
  createdAt: string;
}

export const staffAccountItem = (a: NewStaffAccount): StaffAccountItem & { GSI1PK: string; GSI1SK: string } => {
  const email = normalizeStaffEmail(a.email);
  return { ...staffKeys.account(email), entity: 'staff', email, name: a.name, role: a.role, password: a.password, createdAt: a.createdAt, GSI1PK: staffKeys.all, GSI1SK: email };
};

export const getStaffAccount = async (email: string): Promise<StaffAccountItem | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: tableName(), Key: staffKeys.account(email), ConsistentRead: true }));
  return out.Item ? staffAccountItemSchema().parse(out.Item) : undefined;
};

/** Creates the account; false when one with this e-mail exists already (conditional put, nothing overwritten). */
export const createStaffAccount = async (a: NewStaffAccount): Promise<boolean> => {
  try {
    await ddb.send(new PutCommand({ TableName: tableName(), Item: staffAccountItem(a), ConditionExpression: 'attribute_not_exists(PK)' }));
    return true;
  } catch (e) {
    if (e instanceof Error && e.name === 'ConditionalCheckFailedException') return false;
    throw e;
  }
};

/** Removes the account; false when there was none. Its tokens stop working at their next verify. */
export const deleteStaffAccount = async (email: string): Promise<boolean> => {
  const out = await ddb.send(new DeleteCommand({ TableName: tableName(), Key: staffKeys.account(email), ReturnValues: 'ALL_OLD' }));
  return out.Attributes !== undefined;
};

export const listStaffAccounts = async (): Promise<StaffAccountItem[]> =>
  (
    await queryAll({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': staffKeys.all },
    })
  ).map((i) => staffAccountItemSchema().parse(i));
