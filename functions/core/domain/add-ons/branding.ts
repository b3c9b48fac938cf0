import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Branding } from '../../../../shared/schemas/branding.js';
import { eventItemSchema, getEventItem, type EventItem } from '../../data/event-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { domainError } from '../errors.js';
import { hasAddOn, requireAddOn } from './has-add-on.js';

const BRANDED_FRAMES = 'branded_frames';

/** The branding an event delivers: none once the add-on is gone (a refunded package takes it back). */
const brandingOf = (event: EventItem): Branding => ({ text: hasAddOn(event, BRANDED_FRAMES) ? (event.brandingText ?? null) : null });

/**
 * The `branding` part of GET /api/events/{code}/me: only that event's active guests read it (event
 * isolation comes with the route), and only events with the add-on carry it. Part of `me` rather than a
 * route of its own: one Lambda per route, and the stack's resource budget (test/infra/stack.test.ts).
 */
export const brandingForGuests = (event: EventItem): { branding?: Branding } => (hasAddOn(event, BRANDED_FRAMES) ? { branding: brandingOf(event) } : {});

/**
 * PUT /api/events/{code}/branding (creator only; the body's text is already normalized and checked by the
 * schema). One conditional write: the add-on must be on the event when it lands, so a refund between a
 * read and this write cannot leave branding on an event that no longer has it. "" removes the text.
 */
export const setBranding = async (code: string, text: string): Promise<Branding> => {
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.event(code),
        UpdateExpression: text ? 'SET brandingText = :text' : 'REMOVE brandingText',
        ConditionExpression: 'attribute_exists(PK) AND contains(addOns, :addOn)',
        ExpressionAttributeValues: { ':addOn': BRANDED_FRAMES, ...(text ? { ':text': text } : {}) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return brandingOf(eventItemSchema.parse(out.Attributes));
  } catch (e) {
    if (!(e instanceof ConditionalCheckFailedException)) throw e;
    const event = await getEventItem(code);
    if (!event) throw domainError('EVENT_NOT_FOUND', code);
    requireAddOn(event, BRANDED_FRAMES);
    throw e;
  }
};
