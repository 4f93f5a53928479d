/**
 * A failure the user should hear about: a numeric code of the catalogue (10001–10598) and the
 * HTTP status a route handler answers with. The client shows `text_response_{code}`.
 */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly details?: Record<string, unknown>;

  constructor(code: number, status = 400, message?: string, details?: Record<string, unknown>) {
    super(message ?? `error ${code}`);
    this.name = "AppError";
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
