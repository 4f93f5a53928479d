import type { ERROR_CODES } from "./catalogue";

/**
 * The catalogue codes that client forms set or compare themselves, without the catalogue: importing
 * `ERROR_CODES` puts every entry's English text and meaning (≈ 4.7 kB gzip) in the page's
 * JavaScript (decision D80). The type check keeps each value equal to the catalogue's.
 */
export const CLIENT_ERROR_CODES = {
  unexpectedError: 10000,
  invalidRequest: 10001,
  multipleRecruiterAdminsNotAllowed: 10021,
  emailAlreadyRegistered: 10040,
  talentEmailAlreadyRegistered: 10041,
  linkBroken: 10221,
  linkExpired: 10222,
  linkAlreadyUsed: 10223,
  oneSidedInterviewLimitReached: 10303,
  oneSidedInterviewMonthlyLimitReached: 10310,
  payloadTooLarge: 10413,
  seatQuotaExceeded: 10592,
  osiAlreadyAnswered: 10610,
  osiInvitationCompleted: 10612,
} as const satisfies Partial<typeof ERROR_CODES>;
