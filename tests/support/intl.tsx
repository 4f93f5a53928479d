import type { ReactElement, ReactNode } from "react";
import { render, type RenderOptions, type RenderResult } from "@testing-library/react";
import { NextIntlClientProvider, type IntlError } from "next-intl";
import type { Locale, Namespace } from "@/lib/i18n/config";
import { compileMessages } from "@/lib/i18n/compiled";
import type { Messages } from "@/lib/i18n/messages";

import enCommon from "@/messages/en/common.json";
import enShell from "@/messages/en/shell.json";
import enErrors from "@/messages/en/errors.json";
import enErrorPages from "@/messages/en/errorPages.json";
import enUi from "@/messages/en/ui.json";
import enUiInputs from "@/messages/en/uiInputs.json";
import enAuth from "@/messages/en/auth.json";
import enHome from "@/messages/en/home.json";
import enAuthRecovery from "@/messages/en/authRecovery.json";
import enAccount from "@/messages/en/account.json";
import enRoles from "@/messages/en/roles.json";
import enOrg from "@/messages/en/org.json";
import enAuthCode from "@/messages/en/authCode.json";
import enBuilder from "@/messages/en/builder.json";
import enJobs from "@/messages/en/jobs.json";
import enIntroVideo from "@/messages/en/introVideo.json";
import enRephrase from "@/messages/en/rephrase.json";
import enSelection from "@/messages/en/selection.json";
import enProfile from "@/messages/en/profile.json";
import enMockTalent from "@/messages/en/mockTalent.json";
import enNotifications from "@/messages/en/notifications.json";
import enSearch from "@/messages/en/search.json";
import enInterviews from "@/messages/en/interviews.json";
import enScheduling from "@/messages/en/scheduling.json";
import enBooking from "@/messages/en/booking.json";
import enCalendar from "@/messages/en/calendar.json";
import enReviews from "@/messages/en/reviews.json";
import enActivity from "@/messages/en/activity.json";
import enInterviewRoom from "@/messages/en/interviewRoom.json";
import enWhiteboard from "@/messages/en/whiteboard.json";
import enCodeEditor from "@/messages/en/codeEditor.json";
import enQuestionBank from "@/messages/en/questionBank.json";
import frCommon from "@/messages/fr/common.json";
import frShell from "@/messages/fr/shell.json";
import frErrors from "@/messages/fr/errors.json";
import frErrorPages from "@/messages/fr/errorPages.json";
import frUi from "@/messages/fr/ui.json";
import frUiInputs from "@/messages/fr/uiInputs.json";
import frAuth from "@/messages/fr/auth.json";
import frHome from "@/messages/fr/home.json";
import frAuthRecovery from "@/messages/fr/authRecovery.json";
import frAccount from "@/messages/fr/account.json";
import frRoles from "@/messages/fr/roles.json";
import frOrg from "@/messages/fr/org.json";
import frAuthCode from "@/messages/fr/authCode.json";
import frBuilder from "@/messages/fr/builder.json";
import frJobs from "@/messages/fr/jobs.json";
import frIntroVideo from "@/messages/fr/introVideo.json";
import frRephrase from "@/messages/fr/rephrase.json";
import frSelection from "@/messages/fr/selection.json";
import frProfile from "@/messages/fr/profile.json";
import frMockTalent from "@/messages/fr/mockTalent.json";
import frNotifications from "@/messages/fr/notifications.json";
import frSearch from "@/messages/fr/search.json";
import frInterviews from "@/messages/fr/interviews.json";
import frScheduling from "@/messages/fr/scheduling.json";
import frBooking from "@/messages/fr/booking.json";
import frCalendar from "@/messages/fr/calendar.json";
import frReviews from "@/messages/fr/reviews.json";
import frActivity from "@/messages/fr/activity.json";
import frInterviewRoom from "@/messages/fr/interviewRoom.json";
import frWhiteboard from "@/messages/fr/whiteboard.json";
import frCodeEditor from "@/messages/fr/codeEditor.json";
import frQuestionBank from "@/messages/fr/questionBank.json";
import enOsiInvite from "@/messages/en/osiInvite.json";
import frOsiInvite from "@/messages/fr/osiInvite.json";
import enOsi from "@/messages/en/osi.json";
import frOsi from "@/messages/fr/osi.json";
import enOsiResponses from "@/messages/en/osiResponses.json";
import frOsiResponses from "@/messages/fr/osiResponses.json";

// Static imports (not lib/i18n/messages.ts's dynamic ones) keep tests synchronous; the
// `satisfies` below fails type-checking when a namespace is added to NAMESPACES but not here.
const MESSAGES = {
  en: {
    common: enCommon,
    shell: enShell,
    errors: enErrors,
    errorPages: enErrorPages,
    ui: enUi,
    uiInputs: enUiInputs,
    auth: enAuth,
    home: enHome,
    authRecovery: enAuthRecovery,
    account: enAccount,
    roles: enRoles,
    org: enOrg,
    authCode: enAuthCode,
    builder: enBuilder,
    jobs: enJobs,
    introVideo: enIntroVideo,
    rephrase: enRephrase,
    selection: enSelection,
    profile: enProfile,
    mockTalent: enMockTalent,
    notifications: enNotifications,
    search: enSearch,
    interviews: enInterviews,
    scheduling: enScheduling,
    booking: enBooking,
    calendar: enCalendar,
    reviews: enReviews,
    activity: enActivity,
    interviewRoom: enInterviewRoom,
    whiteboard: enWhiteboard,
    codeEditor: enCodeEditor,
    questionBank: enQuestionBank,
    osiInvite: enOsiInvite,
    osi: enOsi,
    osiResponses: enOsiResponses,
  } satisfies Record<Namespace, Record<string, unknown>>,
  fr: {
    common: frCommon,
    shell: frShell,
    errors: frErrors,
    errorPages: frErrorPages,
    ui: frUi,
    uiInputs: frUiInputs,
    auth: frAuth,
    home: frHome,
    authRecovery: frAuthRecovery,
    account: frAccount,
    roles: frRoles,
    org: frOrg,
    authCode: frAuthCode,
    builder: frBuilder,
    jobs: frJobs,
    introVideo: frIntroVideo,
    rephrase: frRephrase,
    selection: frSelection,
    profile: frProfile,
    mockTalent: frMockTalent,
    notifications: frNotifications,
    search: frSearch,
    interviews: frInterviews,
    scheduling: frScheduling,
    booking: frBooking,
    calendar: frCalendar,
    reviews: frReviews,
    activity: frActivity,
    interviewRoom: frInterviewRoom,
    whiteboard: frWhiteboard,
    codeEditor: frCodeEditor,
    questionBank: frQuestionBank,
    osiInvite: frOsiInvite,
    osi: frOsi,
    osiResponses: frOsiResponses,
  } satisfies Record<Namespace, Record<string, unknown>>,
} satisfies Record<Locale, Record<Namespace, Record<string, unknown>>>;

export const TEST_TIME_ZONE = "America/Detroit";

export function messagesFor(locale: Locale = "en"): Messages {
  return MESSAGES[locale];
}

/**
 * Production swallows every intl error; tests must not, or a missing key would pass silently as
 * "ui.someKey" text. The errors namespace is the exception: the spec says a missing
 * text_response_{code} key gives nothing, so those lookups are allowed to miss.
 */
export function strictOnError(error: IntlError): void {
  if (error.code === "MISSING_MESSAGE" && /`errors\./.test(error.originalMessage ?? "")) return;
  throw error;
}

// Mirrors i18n/request.ts so components see the same fallback text in tests as in the app.
function getMessageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return namespace === "errors" ? "" : `${namespace ? namespace + "." : ""}${key}`;
}

export interface IntlOptions {
  locale?: Locale;
  /** Replace the strict default, e.g. to assert on a fallback. */
  onError?: (error: IntlError) => void;
}

export function IntlWrapper({ children, locale = "en", onError = strictOnError }: IntlOptions & { children: ReactNode }) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={compileMessages(messagesFor(locale))}
      timeZone={TEST_TIME_ZONE}
      onError={onError}
      getMessageFallback={getMessageFallback}
    >
      {children}
    </NextIntlClientProvider>
  );
}

/** Like RTL's render, wrapped in the app's intl provider; `rerender` keeps the wrapper. */
export function renderWithIntl(
  ui: ReactElement,
  { locale = "en", onError, ...options }: IntlOptions & Omit<RenderOptions, "wrapper"> = {},
): RenderResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlWrapper locale={locale} onError={onError}>
        {children}
      </IntlWrapper>
    );
  }
  return render(ui, { ...options, wrapper: Wrapper });
}
