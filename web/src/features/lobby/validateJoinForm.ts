import type { z } from 'zod';
import { messages } from '../../../../shared/messages';
import { eventCodeSchema, personNameSchema } from '../../../../shared/schemas/common';
import type { JoinAttempt } from '../join/joinEvent';

export type JoinFormField = 'code' | 'name';

export type JoinFormValidation =
  | { ok: true; request: JoinAttempt }
  | { ok: false; field: JoinFormField; message: string };

/**
 * The lobby's join form rules (spec section 5), checked in the spec's order and stopping at the first:
 * code empty, code not 6 characters, name empty, name shorter than 2. The shared schemas hold the rules
 * and messages, so the server answers with the same words. On success the code is trimmed and upper-cased
 * and the name trimmed.
 */
export function validateJoinForm(values: { code: string; name: string }): JoinFormValidation {
  const code = eventCodeSchema.safeParse(values.code);
  if (!code.success) return { ok: false, field: 'code', message: firstMessage(code.error) };
  const name = personNameSchema.safeParse(values.name);
  if (!name.success) return { ok: false, field: 'name', message: firstMessage(name.error) };
  return { ok: true, request: { code: code.data, name: name.data } };
}

const firstMessage = (error: z.ZodError): string => error.issues[0]?.message ?? messages.VALIDATION_FAILED;
