import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AddOnId } from '../../../../shared/pricing/add-ons.js';
import type { Branding } from '../../../../shared/schemas/branding.js';
import { now } from '../../clock.js';
import { eventItemSchema, getEventItem, type EventItem } from '../../data/event-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { logoObjectKey } from '../../s3.js';
import { domainError } from '../errors.js';
import { presignObjectGet } from '../photos/photo-urls.js';
import { hasAddOn, requireAddOn } from './has-add-on.js';

export const BRANDED_FRAMES = 'branded_frames' satisfies AddOnId;

/**
 * The branding an event delivers: none once the add-on is gone (a refunded package takes it back). The
 * logo's link is a presigned GET on the site's own origin (`/p/…`): the camera draws it into its canvas,
 * which a cross-origin image would taint (no capture could then be encoded).
 */
export const brandingOf = async (event: EventItem, at: Date = now()): Promise<Branding> => {
  if (!hasAddOn(event, BRANDED_FRAMES)) return { text: null, logo: null };
  const logo = event.brandingLogo;
  return {
    text: event.brandingText ?? null,
    logo: logo ? { id: logo.id, url: await presignObjectGet(logoObjectKey(event.code, logo.id, logo.ext), at), width: logo.width, height: logo.height } : null,
  };
};

/**
 * The `branding` part of GET /api/events/{code}/me: only that event's active guests read it (event
 * isolation comes with the route), and only events with the add-on carry it. Part of `me` rather than a
 * route of its own: one Lambda per route, and the stack's resource budget (test/infra/stacks.test.ts).
 */
export const brandingForGuests = async (event: EventItem): Promise<{ branding?: Branding }> =>
  hasAddOn(event, BRANDED_FRAMES) ? { branding: await brandingOf(event) } : {};

/**
 * Why a conditional write of the branding failed: the event is gone (404) or lacks the add-on (409);
 * anything else is rethrown as it came.
 */
export const explainBrandingConflict = async (code: string, e: unknown): Promise<never> => {
  if (!(e instanceof ConditionalCheckFailedException)) throw e;
  const event = await getEventItem(code);
  if (!event) throw domainError('EVENT_NOT_FOUND', code);
  requireAddOn(event, BRANDED_FRAMES);
  throw e;
};

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
    return await brandingOf(eventItemSchema().parse(out.Attributes));
  } catch (e) {
    return explainBrandingConflict(code, e);
  }
};
