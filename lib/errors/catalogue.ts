import { AppError } from "./app-error";

/**
 * The numeric error catalogue as data (spec 2 §8), plus the codes this project defines itself
 * (10000 unexpected, 10001 validation, 10002 unknown company, 10403 permission denied, 10404 record not found, 10413 payload too large, 10429 rate limit, 10503 maintenance, 10585–10587 company domains, 10590/10591 asset proxy, 10560–10577 interviews, 10520–10539 question bank, 10540–10559 interview room, 10600–10609 OSI invitations, 10610–10629 OSI public flow and uploads, 10630–10639 OSI responses).
 *
 * `meaning` is the spec's terse wording; `message` is the English user-facing text, identical to
 * `messages/en/errors.json` → `text_response_{code}` (a unit test holds them together) so that a
 * route handler's `{ message }` and the translated client text never drift apart.
 *
 * Statuses: the client (lib/http/client.ts) shows `text_response_{code}` only for 4xx answers other
 * than 401/404/440, and turns 401/440 into "session expired", 502 into "server unavailable" and any
 * 5xx into "unexpected". So a code whose text the user must read gets a 4xx, even when the fault is
 * upstream (SMTP, parser), and only genuine authentication failures use 401/440.
 */
export type CatalogueEntry = {
  readonly code: number;
  readonly key: string;
  readonly status: number;
  readonly meaning: string;
  readonly message: string;
};

const entries = [
  // Project-defined codes (lib/api/route.ts answers these).
  { code: 10000, key: "unexpectedError", status: 500, meaning: "unexpected error", message: "An unexpected error occurred. Please try again." },
  { code: 10001, key: "invalidRequest", status: 400, meaning: "invalid request (validation)", message: "Some of the information you entered is not valid. Please check it and try again." },
  { code: 10002, key: "unknownCompany", status: 404, meaning: "unknown company", message: "This company could not be found. Please check the address and try again." },

  { code: 10003, key: "currentPasswordInvalid", status: 400, meaning: "current password invalid", message: "Your current password is incorrect." },
  { code: 10004, key: "newPasswordSameAsOld", status: 400, meaning: "new password same as old", message: "Your new password must be different from your current password." },
  { code: 10005, key: "departmentExists", status: 409, meaning: "department exists", message: "A department with this name already exists." },
  { code: 10012, key: "departmentHasActiveJobs", status: 409, meaning: "active jobs under department", message: "This department still has active jobs. Close or move them first." },
  { code: 10013, key: "departmentHasActiveUsers", status: 409, meaning: "cannot delete department with active users", message: "You cannot delete a department that has active users." },
  { code: 10021, key: "multipleRecruiterAdminsNotAllowed", status: 409, meaning: "multiple recruiter admins not allowed", message: "Only one recruiter admin is allowed." },
  { code: 10023, key: "userHasActiveJobs", status: 409, meaning: "user associated with active JDs", message: "This user is associated with active job descriptions. Reassign them first." },
  { code: 10026, key: "userLimitReached", status: 403, meaning: "user limit reached", message: "You have reached your user limit." },
  { code: 10027, key: "userCreationNotEnabled", status: 403, meaning: "user creation not enabled", message: "User creation is not enabled for your company." },
  { code: 10028, key: "moduleNotEnabled", status: 403, meaning: "module not enabled", message: "This module is not enabled for your company." },
  { code: 10031, key: "usersExist", status: 409, meaning: "users exist", message: "Users still exist for this record, so it cannot be removed." },
  { code: 10040, key: "emailAlreadyRegistered", status: 409, meaning: "email already registered", message: "This email address is already registered." },
  { code: 10041, key: "talentEmailAlreadyRegistered", status: 409, meaning: "email already registered (talent)", message: "This email address is already registered to a talent account." },
  { code: 10051, key: "resumeDuplicateEmail", status: 409, meaning: "resume duplicate email", message: "A resume with this email address already exists." },
  { code: 10078, key: "jobNoLongerExists", status: 404, meaning: "job no longer exists", message: "This job no longer exists." },
  { code: 10085, key: "applicantsOnUnassignedJobs", status: 409, meaning: "applicants against unassigned JDs", message: "There are applicants against unassigned job descriptions. Assign those jobs first." },
  { code: 10124, key: "dueDateMustBeFuture", status: 400, meaning: "due date must be future", message: "The due date must be in the future." },
  { code: 10143, key: "interviewModuleLimitReached", status: 403, meaning: "interview module limit", message: "You have reached the limit of your interview module." },
  { code: 10167, key: "reasonRequired", status: 400, meaning: "reason mandatory", message: "A reason is required." },
  // An upstream fault, but 4xx so that the client shows this text rather than "unexpected".
  { code: 10202, key: "smtpError", status: 424, meaning: "SMTP error", message: "The email could not be sent. Please try again later." },
  { code: 10214, key: "accountSuspended", status: 403, meaning: "account suspended", message: "Your account has been suspended. Please contact your administrator." },
  { code: 10215, key: "accountDeactivated", status: 403, meaning: "account deactivated", message: "Your account has been deactivated. Please contact your administrator." },
  { code: 10216, key: "wrongEmailOrPassword", status: 401, meaning: "wrong email or password", message: "Wrong email or password." },
  { code: 10221, key: "linkBroken", status: 400, meaning: "link broken", message: "This link is broken. Please request a new one." },
  { code: 10222, key: "linkExpired", status: 410, meaning: "link expired", message: "This link has expired. Please request a new one." },
  { code: 10223, key: "linkAlreadyUsed", status: 410, meaning: "link already used", message: "This link has already been used. Please request a new one." },
  { code: 10231, key: "sessionExpired", status: 440, meaning: "session expired", message: "Oops! Your session has expired. Please log back in to continue." },
  { code: 10244, key: "interviewModuleNotEnabled", status: 403, meaning: "interview module not enabled", message: "The interview module is not enabled for your company." },
  { code: 10245, key: "interviewCreationNotEnabled", status: 403, meaning: "interview creation not enabled", message: "Interview creation is not enabled for your account." },
  { code: 10246, key: "interviewLimitReached", status: 403, meaning: "interview limit reached", message: "You have reached your interview limit." },
  { code: 10248, key: "harvestKeyError", status: 422, meaning: "harvest key error", message: "The Harvest API key is invalid. Please check it and try again." },
  { code: 10269, key: "importAlreadyRunning", status: 409, meaning: "existing import running", message: "An import is already running. Please wait for it to finish." },
  { code: 10295, key: "slotUnavailable", status: 409, meaning: "slot unavailable", message: "This slot is no longer available. Please choose another one." },
  { code: 10303, key: "oneSidedInterviewLimitReached", status: 403, meaning: "one-sided module limit", message: "You have reached your plan's limit for one-sided interviews." },
  { code: 10310, key: "oneSidedInterviewMonthlyLimitReached", status: 403, meaning: "one-sided module limit (monthly)", message: "This month's allowance of one-sided interviews has been used up." },
  { code: 10333, key: "onlyAssigneeCanShortlist", status: 403, meaning: "only assignee can shortlist", message: "Only the assigned recruiter can shortlist for this job." },
  { code: 10334, key: "activeJobsOnly", status: 409, meaning: "active jobs only", message: "This action is only available for active jobs." },
  { code: 10336, key: "alreadyShortlisted", status: 409, meaning: "already shortlisted", message: "This talent has already been shortlisted." },
  { code: 10354, key: "cannotDeleteDefaultBilling", status: 409, meaning: "cannot delete default billing", message: "You cannot delete the default billing details." },
  // Resume parse failures: 4xx even for the parser timeout, for the same reason as 10202.
  { code: 10456, key: "resumeUnsupportedFormat", status: 415, meaning: "resume parse failure: unsupported format", message: "This resume format is not supported. Please upload a PDF or Word document." },
  { code: 10457, key: "resumeUnreadable", status: 422, meaning: "resume parse failure: unreadable file", message: "This resume file could not be read. It may be damaged." },
  { code: 10458, key: "resumeEmpty", status: 422, meaning: "resume parse failure: no text", message: "No text could be found in this resume." },
  { code: 10459, key: "resumeTooLarge", status: 413, meaning: "resume parse failure: too large", message: "This resume is too large to be processed." },
  { code: 10460, key: "resumePasswordProtected", status: 422, meaning: "resume parse failure: password-protected", message: "This resume is password-protected. Please upload an unprotected copy." },
  { code: 10461, key: "resumeNoEmailFound", status: 422, meaning: "resume parse failure: no email found", message: "No email address could be found in this resume." },
  { code: 10462, key: "resumeParserTimeout", status: 422, meaning: "resume parse failure: parser timeout", message: "Reading this resume took too long. Please try again." },
  { code: 10463, key: "resumeDuplicate", status: 409, meaning: "resume parse failure: duplicate resume", message: "This resume has already been uploaded." },
  // 400, not 401: a wrong OTP must not be taken for an expired session by the client.
  { code: 10479, key: "invalidOtp", status: 400, meaning: "invalid otp", message: "The verification code is invalid." },
  { code: 10480, key: "otpExpired", status: 410, meaning: "otp expired", message: "The verification code has expired. Please request a new one." },
  { code: 10583, key: "oneLoginTypeRequired", status: 400, meaning: "one login type required", message: "At least one login type is required." },
  { code: 10592, key: "seatQuotaExceeded", status: 403, meaning: "seat quota exceeded", message: "You have exceeded your seat quota." },
  { code: 10596, key: "minimumAmount", status: 400, meaning: "minimum amount 0.50", message: "The minimum amount is 0.50." },
  { code: 10598, key: "slotAlreadyBooked", status: 409, meaning: "slot already booked", message: "This slot has already been booked." },

  { code: 10503, key: "maintenanceMode", status: 503, meaning: "maintenance mode", message: "Our Server is Feeling a Little Down" },
  { code: 10590, key: "assetNotAllowed", status: 400, meaning: "asset host or address not allowed", message: "This file address is not allowed." },
  { code: 10591, key: "assetFetchFailed", status: 502, meaning: "asset could not be fetched", message: "The file could not be fetched. Please try again later." },
  { code: 10585, key: "domainInvalid", status: 400, meaning: "company domain is not a host name", message: "Enter a domain name such as careers.example.com, without http:// or a path." },
  { code: 10586, key: "domainTaken", status: 409, meaning: "company domain already registered", message: "This domain is already registered for a company." },
  { code: 10587, key: "domainReserved", status: 400, meaning: "company domain under the platform's own domain", message: "This address belongs to the platform and cannot be added to this company." },
  // Interviews and scheduling (issue 13): project-defined codes 10560–10577.
  { code: 10560, key: "interviewTransitionNotAllowed", status: 409, meaning: "interview stage change not allowed from the current status", message: "This interview cannot move to that stage from where it is now." },
  { code: 10561, key: "schedulingNeedsScreening", status: 400, meaning: "scheduling needs a talent in screening", message: "Select at least one talent whose interview is pending." },
  { code: 10562, key: "schedulingMixedRounds", status: 400, meaning: "selected talents from different rounds", message: "All selected talents must be from the same round." },
  { code: 10563, key: "invitationNoneToInvite", status: 400, meaning: "no selected talent left to invite", message: "Every selected talent has already been invited." },
  { code: 10564, key: "invitationLastDateTooLate", status: 400, meaning: "last interview date not one day before the due date", message: "The last interview date must be at least one day before the job's due date." },
  { code: 10565, key: "collaboratorRequired", status: 400, meaning: "at least one collaborator required", message: "Please select at least one collaborator." },
  { code: 10566, key: "timeSelectionRequired", status: 400, meaning: "time selection required", message: "Time selection is required." },
  { code: 10567, key: "invalidTimeZone", status: 400, meaning: "unknown time zone", message: "This time zone is not recognised." },
  { code: 10568, key: "notAssociatedWithJob", status: 403, meaning: "user no longer associated with the job", message: "You are no longer associated with this job, so its interviews are not available to you." },
  { code: 10569, key: "interviewBlocked", status: 409, meaning: "interview blocked until a recruiter unblocks it", message: "This interview is blocked. Please contact the recruiter." },
  { code: 10570, key: "invitationClosed", status: 409, meaning: "invitation no longer open", message: "This invitation is no longer open." },
  { code: 10571, key: "reviewNotOpen", status: 409, meaning: "interview cannot be reviewed yet", message: "This interview cannot be reviewed yet." },
  { code: 10572, key: "duplicateCriteria", status: 400, meaning: "duplicate review criteria", message: "Duplicate criteria not allowed" },
  { code: 10573, key: "staleBoardMove", status: 409, meaning: "pipeline entry changed since it was read", message: "This candidate was moved by someone else. Refresh to see where they are now." },
  { code: 10574, key: "availabilityInvalid", status: 400, meaning: "availability ranges overlap or end before they start", message: "Availability ranges must end after they start and must not overlap." },
  { code: 10575, key: "slotRequestPending", status: 409, meaning: "a slot request is already waiting", message: "A request for another slot is already waiting for an answer." },
  { code: 10576, key: "notAnInterviewer", status: 403, meaning: "only the interview's interviewers can review it", message: "Only the interview's interviewers can review it." },
  { code: 10577, key: "collaboratorNotOnJob", status: 400, meaning: "interviewer not a recruiter or collaborator of this job's company", message: "An interviewer must be an active recruiter or collaborator of this company." },
  // Question bank (issue 16): 10520–10539.
  { code: 10520, key: "questionAttachedToJob", status: 409, meaning: "OSI question attached to a job", message: "This question is attached to a job. Detach it from the job first." },
  { code: 10521, key: "codeQuestionCodeTaken", status: 409, meaning: "code question code already used in this company", message: "A question with this code already exists." },
  { code: 10522, key: "tooManyJobQuestions", status: 400, meaning: "job question list full", message: "A job can have at most 20 attached questions." },
  { code: 10523, key: "questionAlreadyAttached", status: 409, meaning: "question already attached to the job", message: "This question is already attached to this job." },
  // The live interview room (issue 15): 10540–10559.
  { code: 10540, key: "roomNotOpenYet", status: 409, meaning: "interview room opens at the start time", message: "This interview has not started yet. The room opens at its start time." },
  { code: 10541, key: "roomClosed", status: 409, meaning: "interview ended or canceled, room closed", message: "This interview has ended, so its room is closed." },
  { code: 10542, key: "liveInterviewQuotaExhausted", status: 403, meaning: "live interview quota exhausted", message: "Your live interview quota is used up: this interview cannot be taken until the add-on is bought." },
  { code: 10543, key: "storageExhausted", status: 403, meaning: "cloud storage exhausted", message: "Unable to join the meeting" },
  { code: 10544, key: "videoNotConfigured", status: 503, meaning: "no video server configured", message: "Video is not configured on this server." },
  { code: 10545, key: "webhookRejected", status: 401, meaning: "webhook signature or body invalid", message: "The webhook could not be verified." },
  { code: 10546, key: "notInThisInterview", status: 403, meaning: "not a participant of this interview", message: "You are not a participant of this interview." },
  { code: 10550, key: "codeLanguageUnknown", status: 400, meaning: "editor language not available", message: "This language is not available in the editor." },
  // One-sided interviews (issue 16), invitations: 10600–10609.
  { code: 10600, key: "osiTalentRequired", status: 400, meaning: "OSI invite needs at least one talent", message: "Please select at least one talent to invite." },
  { code: 10601, key: "osiJobWithoutQuestions", status: 409, meaning: "job has no attached OSI questions", message: "Attach at least one question to this job before inviting talents." },
  { code: 10602, key: "osiTransitionRefused", status: 409, meaning: "OSI invitation state does not allow this action", message: "This invitation's status does not allow this action." },
  { code: 10603, key: "osiTooManyTalents", status: 400, meaning: "too many talents in one OSI invite", message: "You can invite at most 50 talents at once." },
  // (invitation codes above this line)
  // One-sided interviews (issue 16), the public flow and uploads: 10610–10629.
  { code: 10610, key: "osiAlreadyAnswered", status: 409, meaning: "OSI question already answered (one attempt only)", message: "This question has already been answered. Each question allows one attempt only." },
  { code: 10611, key: "osiInvitationBlocked", status: 403, meaning: "OSI invitation blocked by the recruiter", message: "This interview has been paused by the recruiter. Please contact them." },
  { code: 10612, key: "osiInvitationCompleted", status: 409, meaning: "OSI invitation already completed", message: "This interview is already complete. Thank you!" },
  { code: 10613, key: "osiQuestionNotInInvitation", status: 404, meaning: "question not part of this OSI invitation", message: "This question is not part of your interview." },
  { code: 10614, key: "osiAnswerNotStarted", status: 409, meaning: "upload for an answer whose recording was not started", message: "Start recording this question before sending its answer." },
  { code: 10615, key: "osiUploadOutOfSync", status: 409, meaning: "chunk does not continue the bytes received", message: "Part of the upload went missing. It continues from where the server stopped." },
  { code: 10616, key: "osiAnswerNotVideo", status: 415, meaning: "OSI answer is not an MP4 or WebM video", message: "The answer is not a video we can play (MP4 or WebM only). Please record it again." },
  { code: 10617, key: "osiUploadRangeInvalid", status: 400, meaning: "missing or invalid Content-Range on an answer chunk", message: "The upload's byte range is not valid." },
  { code: 10618, key: "osiConsentRequired", status: 409, meaning: "OSI answer before consent to record", message: "Please agree to the recording on the introduction page first." },
  // (public flow codes above this line)
  // One-sided interviews (issue 16), responses: 10630–10639.
  { code: 10630, key: "osiInvitationNotFound", status: 404, meaning: "one-sided interview not found in this company", message: "This one-sided interview could not be found." },
  { code: 10631, key: "osiAnswerNotUploaded", status: 409, meaning: "answer not uploaded yet, cannot be rated", message: "This answer has not been uploaded yet, so it cannot be rated." },
  { code: 10632, key: "osiRatingOutOfRange", status: 400, meaning: "rating not a whole number from 1 to 5", message: "A rating must be a whole number from 1 to 5." },
  { code: 10633, key: "fileRangeNotSatisfiable", status: 416, meaning: "requested byte range outside the file", message: "The requested part of the file does not exist." },
  { code: 10634, key: "osiAnswerNotFound", status: 404, meaning: "answer not found in this company", message: "This answer could not be found." },
  // (response codes above this line)
  { code: 10403, key: "permissionDenied", status: 403, meaning: "permission denied (role, privilege or permission)", message: "You do not have permission to do this." },
  { code: 10404, key: "recordNotFound", status: 404, meaning: "record not found in this company", message: "The requested record could not be found." },
  { code: 10413, key: "payloadTooLarge", status: 413, meaning: "request body too large", message: "The request is too large." },
  { code: 10429, key: "tooManyAttempts", status: 429, meaning: "too many attempts (rate limit)", message: "Too many attempts. Please wait a moment and try again." },
] as const satisfies readonly CatalogueEntry[];

type Entry = (typeof entries)[number];

export type ErrorKey = Entry["key"];
export type ErrorCode = Entry["code"];

export const CATALOGUE: readonly CatalogueEntry[] = [...entries].sort((a, b) => a.code - b.code);

export const ERROR_CODES = Object.fromEntries(entries.map((e) => [e.key, e.code])) as {
  readonly [E in Entry as E["key"]]: E["code"];
};

const byCode = new Map<number, CatalogueEntry>(CATALOGUE.map((e) => [e.code, e]));

export function catalogueEntry(code: number): CatalogueEntry | undefined {
  return byCode.get(code);
}

export function isKnownErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "number" && byCode.has(code);
}

/** Unknown codes answer 400: a code is only ever thrown for something the user can act on. */
export function httpStatusFor(code: number): number {
  return byCode.get(code)?.status ?? 400;
}

export function errorMessageEn(code: number): string | undefined {
  return byCode.get(code)?.message;
}

/** The usual way to throw a catalogued failure: status and English text come from the catalogue. */
export function appError(code: number, message?: string, details?: Record<string, unknown>): AppError {
  return new AppError(code, httpStatusFor(code), message ?? errorMessageEn(code), details);
}
