import { CopyObjectCommand, DeleteObjectsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import { UPLOAD_URL_TTL_SECONDS } from '../../../../shared/photo-files.js';
import { LOGO_MAX_BYTES } from '../../../../shared/rules/branding-logo.js';
import type { Branding, LogoUploadRequest, LogoUploadResponse } from '../../../../shared/schemas/add-ons.js';
import { now } from '../../clock.js';
import { config } from '../../config.js';
import { eventItemSchema, getEventItem, type EventItem } from '../../data/event-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { log } from '../../log.js';
import { logoObjectKey, logoStagingKey, s3 } from '../../s3.js';
import { domainError } from '../errors.js';
import { BRANDED_FRAMES, brandingOf, explainBrandingConflict } from './branding.js';
import { requireAddOn } from './has-add-on.js';
import { inspectLogo } from './inspect-logo.js';

type StoredLogo = NonNullable<EventItem['brandingLogo']>;

const eventWithAddOn = async (code: string): Promise<EventItem> => {
  const event = await getEventItem(code);
  if (!event) throw domainError('EVENT_NOT_FOUND', code);
  requireAddOn(event, BRANDED_FRAMES);
  return event;
};

/**
 * POST /api/events/{code}/branding/logo (creator only): a presigned PUT of exactly this size and type to a
 * staging key of a new upload id. Nothing is recorded: PUT …/branding/logo checks whatever landed there.
 */
export const requestLogoUpload = async (code: string, req: LogoUploadRequest): Promise<LogoUploadResponse> => {
  if (req.size > LOGO_MAX_BYTES) throw domainError('LOGO_TOO_LARGE', `${req.size} bytes`);
  await eventWithAddOn(code);
  const at = now();
  const uploadId = ulid(at.getTime());
  const url = await getSignedUrl(
    s3,
    new PutObjectCommand({ Bucket: config.photoBucket, Key: logoStagingKey(code, uploadId), ContentType: req.contentType, ContentLength: req.size }),
    { expiresIn: UPLOAD_URL_TTL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
  );
  return { uploadId, upload: { url, headers: { 'content-type': req.contentType } }, expiresAt: new Date(at.getTime() + UPLOAD_URL_TTL_SECONDS * 1000).toISOString() };
};

/** Best effort: a staging leftover expires by the bucket's lifecycle rule; an orphaned old logo only costs its bytes. */
const deleteQuietly = async (objectKeys: readonly string[], why: string): Promise<void> => {
  if (objectKeys.length === 0) return;
  await s3
    .send(new DeleteObjectsCommand({ Bucket: config.photoBucket, Delete: { Objects: objectKeys.map((Key) => ({ Key })), Quiet: true } }))
    .catch((err: unknown) => log.warn('logo cleanup failed', { why, error: err instanceof Error ? err.message : String(err) }));
};

const storedKey = (code: string, logo: StoredLogo) => logoObjectKey(code, logo.id, logo.ext);

/** One conditional write (the add-on must still be there when it lands); answers the event before and after. */
const writeLogo = async (code: string, logo: StoredLogo | null): Promise<{ before: EventItem; after: EventItem }> => {
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.event(code),
        UpdateExpression: logo ? 'SET brandingLogo = :logo' : 'REMOVE brandingLogo',
        ConditionExpression: 'attribute_exists(PK) AND contains(addOns, :addOn)',
        ExpressionAttributeValues: { ':addOn': BRANDED_FRAMES, ...(logo ? { ':logo': logo } : {}) },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const before = eventItemSchema().parse(out.Attributes);
    const { brandingLogo: _old, ...rest } = before;
    return { before, after: logo ? { ...rest, brandingLogo: logo } : rest };
  } catch (e) {
    return explainBrandingConflict(code, e);
  }
};

/**
 * PUT /api/events/{code}/branding/logo (creator only). With an upload id: checks the uploaded object (real
 * size, type, magic bytes, dimensions), copies exactly the checked version to the logo's own key (which no
 * presigned URL can write), records it and deletes the logo it replaced; a bad file is deleted and refused
 * with its clear error. With null: removes the logo. Repeating a confirm answers the logo it set.
 */
export const setLogo = async (code: string, uploadId: string | null): Promise<Branding> => {
  const event = await eventWithAddOn(code);
  if (uploadId === null) {
    const { before, after } = await writeLogo(code, null);
    if (before.brandingLogo) await deleteQuietly([storedKey(code, before.brandingLogo)], 'removed logo');
    return brandingOf(after);
  }
  if (event.brandingLogo?.id === uploadId) return brandingOf(event);

  const staging = logoStagingKey(code, uploadId);
  const checked = await inspectLogo(code, uploadId);
  if (!checked.ok) {
    if (checked.problem !== 'LOGO_NOT_UPLOADED') await deleteQuietly([staging], 'refused logo');
    throw domainError(checked.problem, `${code} logo ${uploadId}: ${checked.detail}`);
  }
  const logo: StoredLogo = { id: uploadId, ext: checked.ext, width: checked.width, height: checked.height, size: checked.size };
  try {
    await s3.send(new CopyObjectCommand({ Bucket: config.photoBucket, CopySource: `${config.photoBucket}/${staging}`, CopySourceIfMatch: checked.etag, Key: storedKey(code, logo) }));
  } catch (e) {
    const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    // Replaced (another PUT of the same URL) or gone since the check: the organizer uploads again.
    if (status === 412 || status === 404) throw domainError('LOGO_NOT_UPLOADED', `${code} logo ${uploadId} changed after its check`);
    throw e;
  }
  let written: { before: EventItem; after: EventItem };
  try {
    written = await writeLogo(code, logo);
  } catch (e) {
    await deleteQuietly([storedKey(code, logo), staging], 'logo not recorded');
    throw e;
  }
  const replaced = written.before.brandingLogo;
  await deleteQuietly([staging, ...(replaced && replaced.id !== logo.id ? [storedKey(code, replaced)] : [])], 'logo set');
  return brandingOf(written.after);
};
