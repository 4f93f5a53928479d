import { createTranslator } from "next-intl";
import { compileMessages } from "@/lib/i18n/compiled";
import { describe, expect, it } from "vitest";
import en from "@/messages/en/errors.json";
import fr from "@/messages/fr/errors.json";
import { AppError } from "@/lib/errors/app-error";
import { CATALOGUE, ERROR_CODES, appError, catalogueEntry, httpStatusFor } from "@/lib/errors/catalogue";
import { clientErrorText, errorTextKey, resolveErrorText, type ErrorTranslator } from "@/lib/errors/messages";
import { CLIENT_ERROR_TEXT_EN, ApiError } from "@/lib/http/client";

// Every code of spec 2 §8, ranges expanded, plus the project's own codes.
const SPEC_CODES = [
  10003, 10004, 10005, 10012, 10013, 10021, 10023, 10026, 10027, 10028, 10031, 10040, 10041, 10051, 10078, 10085, 10124, 10143,
  10167, 10202, 10214, 10215, 10216, 10221, 10222, 10223, 10231, 10244, 10245, 10246, 10248, 10269, 10295, 10303, 10310, 10333,
  10334, 10336, 10354, 10456, 10457, 10458, 10459, 10460, 10461, 10462, 10463, 10479, 10480, 10583, 10592, 10596, 10598,
];
// 10560–10577: interviews and scheduling (issue 13).
const PROJECT_CODES = [
  10000, 10001, 10002, 10403, 10404, 10413, 10429, 10503, 10585, 10586, 10587, 10590, 10591, 10560, 10561, 10562, 10563, 10564, 10565, 10566, 10567,
  10568, 10569, 10570, 10571, 10572, 10573, 10574, 10575, 10576, 10577,
  // Question bank (issue 16) and the interview room (issue 15).
  10520, 10521, 10522, 10523, 10540, 10541, 10542, 10543, 10544, 10545, 10546, 10550,
  // One-sided interviews (issue 16), invitations: 10600–10609.
  10600, 10601, 10602, 10603,
  // One-sided interviews, the public flow and uploads: 10610–10629.
  10610, 10611, 10612, 10613, 10614, 10615, 10616, 10617, 10618,
  // One-sided interviews, responses: 10630–10639.
  10630, 10631, 10632, 10633, 10634,
];

type Messages = Record<string, unknown>;

function leaves(obj: Messages, prefix = ""): [string, string][] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === "object" && v !== null ? leaves(v as Messages, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)] as [string, string]],
  );
}

function translator(locale: "en" | "fr", messages: Messages) {
  const errors: unknown[] = [];
  const t = createTranslator({ locale, messages: { errors: compileMessages(messages) }, namespace: "errors", onError: (e) => errors.push(e) });
  return { t: t as unknown as ErrorTranslator & { (key: string, values?: Record<string, number>): string }, errors };
}

describe("error catalogue", () => {
  it("contains every spec-listed code and the project's own codes", () => {
    const codes = CATALOGUE.map((e) => e.code);
    for (const code of [...SPEC_CODES, ...PROJECT_CODES]) expect(codes, `code ${code}`).toContain(code);
    expect(codes).toHaveLength(SPEC_CODES.length + PROJECT_CODES.length);
  });

  it("has unique codes and keys, all within 10000–10639", () => {
    expect(new Set(CATALOGUE.map((e) => e.code)).size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.map((e) => e.key)).size).toBe(CATALOGUE.length);
    for (const e of CATALOGUE) {
      expect(e.code).toBeGreaterThanOrEqual(10000);
      expect(e.code).toBeLessThanOrEqual(10639);
      expect(e.key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(e.meaning).not.toBe("");
      expect(e.message).not.toBe("");
    }
  });

  it("gives each of the eight resume parse failures its own meaning", () => {
    const resume = CATALOGUE.filter((e) => e.code >= 10456 && e.code <= 10463);
    expect(resume).toHaveLength(8);
    expect(new Set(resume.map((e) => e.message)).size).toBe(8);
  });

  it("maps names to codes through ERROR_CODES", () => {
    expect(ERROR_CODES.wrongEmailOrPassword).toBe(10216);
    expect(ERROR_CODES.sessionExpired).toBe(10231);
    expect(ERROR_CODES.tooManyAttempts).toBe(10429);
    expect(ERROR_CODES.invalidRequest).toBe(10001);
    expect(ERROR_CODES.unknownCompany).toBe(10002);
    for (const e of CATALOGUE) expect((ERROR_CODES as Record<string, number>)[e.key]).toBe(e.code);
  });

  it.each([
    [10216, 401],
    [10231, 440],
    [10214, 403],
    [10215, 403],
    [10078, 404],
    [10429, 429],
    [10005, 409],
    [10021, 409],
    [10040, 409],
    [10336, 409],
    [10598, 409],
    [10001, 400],
    [10002, 404],
    [10000, 500],
  ])("answers code %i with HTTP status %i", (code, status) => {
    expect(httpStatusFor(code)).toBe(status);
  });

  it("answers 400 for a code outside the catalogue", () => {
    expect(httpStatusFor(10599)).toBe(400);
    expect(catalogueEntry(10599)).toBeUndefined();
  });

  it("keeps 401 and 440 for authentication codes only, so the client does not log users out for other failures", () => {
    const sessionStatuses = CATALOGUE.filter((e) => e.status === 401 || e.status === 440).map((e) => e.code);
    // 10545 is the LiveKit webhook's signature check: a server-to-server answer no browser receives.
    expect(sessionStatuses.sort()).toEqual([10216, 10231, 10545]);
  });

  it("builds an AppError with the catalogue status and English text", () => {
    const e = appError(ERROR_CODES.departmentExists);
    expect(e).toBeInstanceOf(AppError);
    expect(e.code).toBe(10005);
    expect(e.status).toBe(409);
    expect(e.message).toBe(en.text_response_10005);
    expect(appError(10231).message).toBe("Oops! Your session has expired. Please log back in to continue.");
  });

  it("lets appError override the message and carry details", () => {
    const e = appError(10001, "Email is required", { field: "email" });
    expect(e.status).toBe(400);
    expect(e.message).toBe("Email is required");
    expect(e.details).toEqual({ field: "email" });
  });
});

describe("errors message files", () => {
  it.each([
    ["en", en],
    ["fr", fr],
  ] as const)("%s has a non-empty text_response key for every catalogue code", (_locale, messages) => {
    const m = messages as Messages;
    for (const e of CATALOGUE) {
      const text = m[errorTextKey(e.code)];
      expect(typeof text, `text_response_${e.code}`).toBe("string");
      expect((text as string).trim(), `text_response_${e.code}`).not.toBe("");
    }
  });

  it("has the same keys in en and fr, with no empty values", () => {
    const enLeaves = leaves(en as Messages);
    const frLeaves = leaves(fr as Messages);
    expect(frLeaves.map(([k]) => k).sort()).toEqual(enLeaves.map(([k]) => k).sort());
    for (const [k, v] of [...enLeaves, ...frLeaves]) expect(v.trim(), k).not.toBe("");
  });

  it("uses the catalogue's English text for every text_response in en", () => {
    for (const e of CATALOGUE) expect((en as Messages)[errorTextKey(e.code)]).toBe(e.message);
  });

  it("translates fr: it differs from en for almost every entry", () => {
    const enMap = new Map(leaves(en as Messages));
    const frLeaves = leaves(fr as Messages);
    const same = frLeaves.filter(([k, v]) => enMap.get(k) === v).map(([k]) => k);
    // "OK" is the same word in French.
    expect(same).toEqual(["other.wrongInputOk"]);
  });

  it("holds the exact spec texts for the client outcomes and the coded session/login errors", () => {
    expect(en.client).toEqual(CLIENT_ERROR_TEXT_EN);
    expect(en.client.sessionExpired).toBe("Oops! Your session has expired. Please log back in to continue.");
    expect(en.client.serverUnavailable).toBe("Server is currently unavailable. Please try again later.");
    expect(en.client.notFound).toBe("The requested data was not found. Please try another request.");
    expect(en.client.timeout).toBe("The request took too long. Please try again.");
    expect(en.client.offline).toBe("You're offline! Please check your internet connection.");
    expect(en.client.failedFetch).toBe("We're having trouble reaching the server. Please try again in a few moments.");
    expect(en.client.unexpected).toBe("An unexpected error occurred. Please try again.");
    expect(en.text_response_10231).toBe(en.client.sessionExpired);
    expect(en.text_response_10216).toBe("Wrong email or password.");
  });

  it("holds the exact spec texts of the other messages", () => {
    expect(en.other.rephraseFailed).toBe("Error in rephrasing text");
    expect(en.other.notificationsFetchFailed).toBe("Failed to fetch notifications");
    expect(en.other.notificationsUpdateFailed).toBe("Failed to update notifications");
    expect(en.other.leverFailed).toBe("Something went wrong. Please try again!");
    expect(en.other.storageExhausted).toBe("Unable to join the meeting");
    expect(en.other.bulkSeatsExceeded).toBe("Only $1 users allowed for bulk upload. Contact admin for more seats.");
    expect(fr.other.bulkSeatsExceeded).toContain("$1");
  });

  it.each([
    ["en", en],
    ["fr", fr],
  ] as const)("every %s message is valid ICU and formats through next-intl", (locale, messages) => {
    const { t, errors } = translator(locale, messages as Messages);
    for (const [key] of leaves(messages as Messages)) {
      const out = key.endsWith("Count") ? t(key, { count: 3 }) : t(key);
      expect(out.trim(), key).not.toBe("");
      expect(out, key).not.toContain("errors.");
    }
    expect(errors).toEqual([]);
  });

  it("pluralises the ICU bulk-seat variant", () => {
    const { t } = translator("en", en as Messages);
    expect(t("other.bulkSeatsExceededCount", { count: 1 })).toBe("Only 1 user allowed for bulk upload. Contact admin for more seats.");
    expect(t("other.bulkSeatsExceededCount", { count: 5 })).toBe("Only 5 users allowed for bulk upload. Contact admin for more seats.");
  });
});

describe("resolveErrorText", () => {
  it("builds the lookup key text_response_{code}", () => {
    expect(errorTextKey(10216)).toBe("text_response_10216");
  });

  it("uses the code lookup when the error has a code", () => {
    const { t } = translator("fr", fr as Messages);
    expect(resolveErrorText(t, new AppError(10216, 401, "Wrong email or password."))).toBe(fr.text_response_10216);
    expect(resolveErrorText(t, { code: 10005, message: "ignored" })).toBe(fr.text_response_10005);
  });

  it("accepts a numeric string code, as some action results carry", () => {
    const { t } = translator("en", en as Messages);
    expect(resolveErrorText(t, { code: "10231" })).toBe(en.text_response_10231);
  });

  it("resolves a missing key to an empty string, never the key itself", () => {
    const { t, errors } = translator("en", en as Messages);
    expect(resolveErrorText(t, { code: 10599, message: "server text" })).toBe("");
    // has() short-circuits, so next-intl never reports a missing message.
    expect(errors).toEqual([]);
  });

  it("resolves a missing key to an empty string with a translator that echoes its key", () => {
    const echo = ((key: string) => `errors.${key}`) as ErrorTranslator;
    expect(resolveErrorText(echo, { code: 10599 })).toBe("");
    const bare = ((key: string) => key) as ErrorTranslator;
    expect(resolveErrorText(bare, { code: 10599 })).toBe("");
  });

  it("uses the error's own message when there is no code", () => {
    const { t } = translator("en", en as Messages);
    expect(resolveErrorText(t, new Error("Upload rejected"))).toBe("Upload rejected");
    expect(resolveErrorText(t, "plain text")).toBe("plain text");
    expect(resolveErrorText(t, null)).toBe("");
  });
});

describe("clientErrorText", () => {
  const { t } = translator("fr", fr as Messages);
  const err = (kind: ApiError["kind"], extra: Partial<Pick<ApiError, "code" | "redirected">> = {}, messageKey = `client.${kind}`) =>
    new ApiError({ kind, message: "x", messageKey: messageKey as ApiError["messageKey"], ...extra });

  it("shows text_response_{code} for a coded 4xx", () => {
    expect(clientErrorText(t, err("api", { code: 10336 }, "client.unexpected"))).toBe(fr.text_response_10336);
  });

  it("falls back to the client text when a coded 4xx has no text", () => {
    expect(clientErrorText(t, err("api", { code: 10599 }, "client.unexpected"))).toBe(fr.client.unexpected);
  });

  it("shows the session-expired text after a redirect, even with a code", () => {
    expect(clientErrorText(t, err("sessionExpired", { code: 10216, redirected: true }))).toBe(fr.client.sessionExpired);
  });

  it("shows the coded text for a 401 on the login page, where no redirect happened", () => {
    expect(clientErrorText(t, err("sessionExpired", { code: 10216, redirected: false }))).toBe(fr.text_response_10216);
  });

  it.each(["serverUnavailable", "notFound", "timeout", "offline", "failedFetch", "unexpected"] as const)("shows the client text for %s", (kind) => {
    expect(clientErrorText(t, err(kind, { code: 10078 }))).toBe((fr.client as Record<string, string>)[kind]);
  });
});
