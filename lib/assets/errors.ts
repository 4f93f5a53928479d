import { AppError } from "@/lib/errors/app-error";

/**
 * Codes of the asset proxy. Checked against the spec's error catalogue (§8): 10590 and 10591 are
 * not listed there, while the neighbouring 10592 is (seat quota) and must not be reused.
 */
export const ASSET_NOT_ALLOWED = 10590;
export const ASSET_FETCH_FAILED = 10591;

export const ASSET_MESSAGES = {
  invalidUrl: "Asset URL is not valid",
  urlTooLong: "Asset URL is too long",
  scheme: "Asset URL must use https",
  credentials: "Asset URL must not contain credentials",
  host: "Asset host is not allowed",
  address: "Asset address is not allowed",
  redirect: "Redirect target is not allowed",
  tooManyRedirects: "Asset redirected too many times",
  badRedirect: "Asset host sent an invalid redirect",
  timeout: "Asset host did not respond in time",
  upstream: "Asset could not be fetched",
  type: "Asset type is not supported",
} as const;

/** The caller's URL (or a hop it led to) is refused: never fetched, never an open proxy. */
export function assetNotAllowed(message: string): AppError {
  return new AppError(ASSET_NOT_ALLOWED, 400, message);
}

/** "Asset is larger than 5 MB" for the production limit; tests may use a smaller one. */
export function tooLargeMessage(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  return `Asset is larger than ${Number.isInteger(mb) ? `${mb} MB` : `${maxBytes} bytes`}`;
}

export function assetFetchFailed(message: string, status: 413 | 415 | 502 = 502): AppError {
  return new AppError(ASSET_FETCH_FAILED, status, message);
}
