export { AppError, isAppError } from "./app-error";
export {
  CATALOGUE,
  ERROR_CODES,
  appError,
  catalogueEntry,
  errorMessageEn,
  httpStatusFor,
  isKnownErrorCode,
  type CatalogueEntry,
  type ErrorCode,
  type ErrorKey,
} from "./catalogue";
export { clientErrorText, errorCodeOf, errorTextKey, resolveErrorText, type ErrorTranslator } from "./messages";
