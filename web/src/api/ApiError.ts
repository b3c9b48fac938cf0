import type { ErrorCode } from '../../../shared/messages';

/**
 * A failed API call, built from the standard error body `{"error":{"code","message","fields"?}}`.
 * `code` is the server's stable machine code (usually one of the catalogue's, but a newer server may send
 * codes this build does not know, hence the open string); `message` is already the user-facing text.
 */
export type ApiErrorCode = ErrorCode | (string & {});

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server was never reached. */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Per-field messages of a validation failure, keyed by the field's dotted path. */
  readonly fields: Readonly<Record<string, string>>;
  readonly requestId: string | undefined;
  /** The HTTP status text ('' when the server was never reached). */
  readonly statusText: string;
  /**
   * Whether `message` is the server's own text (a standard error body). False when the client chose it
   * from the status alone (a proxy's HTML page, a cut connection), so callers may say "{status} {statusText}".
   */
  readonly fromServer: boolean;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fields?: Readonly<Record<string, string>>;
    requestId?: string;
    statusText?: string;
    fromServer?: boolean;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.fromServer = init.fromServer ?? false;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.requestId = init.requestId;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
