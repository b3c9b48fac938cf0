import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { DEVICE_ID_HEADER, isDeviceId } from '../../../shared/rules/device-id.js';
import { RequestError } from '../errors.js';

/**
 * The calling browser's device id (shared/rules/device-id.ts), or undefined when none was sent (API
 * clients). A value that is not in the browser's format is refused, not ignored: a client that sends the
 * header means it, and a malformed one must not silently escape a device ban.
 */
export const deviceIdOf = (event: APIGatewayProxyEventV2): string | undefined => {
  const raw = event.headers[DEVICE_ID_HEADER];
  if (raw === undefined || raw === '') return undefined;
  if (!isDeviceId(raw)) throw new RequestError('VALIDATION_FAILED', 400, `malformed ${DEVICE_ID_HEADER} header`);
  return raw;
};
