import { eventCodeProblem, normalizeEventCode, normalizePersonName, personNameProblem } from '#shared/rules/code-and-name.js';
import type { JoinAttempt } from '../../model/join/joinEvent';
import { joinText } from '../../model/join/joinText';

export type JoinFormField = 'code' | 'name';

export type JoinFormValidation =
  | { ok: true; request: JoinAttempt }
  | { ok: false; field: JoinFormField; message: string };

/**
 * The lobby's join form rules (spec section 5), checked in the spec's order and stopping at the first:
 * code empty, code not 6 characters, name empty, name shorter than 2. The shared rules are the ones the
 * server's schemas run, so the server answers with the same words — without loading zod on this screen.
 * Messages in the device's language. On success the code is trimmed and upper-cased and the name trimmed.
 */
export function validateJoinForm(values: { code: string; name: string }): JoinFormValidation {
  const codeProblem = eventCodeProblem(values.code);
  if (codeProblem) return { ok: false, field: 'code', message: joinText(codeProblem) };
  const nameProblem = personNameProblem(values.name);
  if (nameProblem) return { ok: false, field: 'name', message: joinText(nameProblem) };
  return { ok: true, request: { code: normalizeEventCode(values.code), name: normalizePersonName(values.name) } };
}
