import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { RephraseButton } from "@/components/profile/rephrase-button";
import { createApiClient } from "@/lib/http/client";
import en from "@/messages/en/rephrase.json";
import enErrors from "@/messages/en/errors.json";
import { renderWithIntl } from "@/tests/support/intl";

const LONG = "i has build many web app with react and node";

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function setup(answers: { status?: Response; rephrase?: Response }, initial = LONG) {
  const fetchImpl = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === "/api/rephrase/status") return answers.status ?? json(200, { results: { configured: true } });
    return answers.rephrase ?? json(200, { results: { texts: ["I have built many web applications with React and Node."] } });
  });
  const api = createApiClient({ baseUrl: "", fetchImpl, storage: null, navigate: () => {} });
  function Field() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <textarea aria-label="Summary" value={value} onChange={(e) => setValue(e.target.value)} />
        <RephraseButton value={value} onChange={setValue} fieldLabel="Summary" api={api} />
      </>
    );
  }
  renderWithIntl(
    <QueryProvider>
      <Field />
    </QueryProvider>,
  );
  const posts = () => fetchImpl.mock.calls.filter(([url]) => url === "/api/rephrase");
  return { posts };
}

const field = () => screen.getByLabelText("Summary") as HTMLTextAreaElement;
const button = () => screen.getByRole("button", { name: "Rephrase Summary" });

afterEach(() => vi.restoreAllMocks());

describe("rephrase button", () => {
  it("replaces the text with the provider's rewrite, and Undo brings the original back", async () => {
    const { posts } = setup({});
    await act(async () => {});
    await act(async () => {
      fireEvent.click(button());
    });
    await waitFor(() => expect(field().value).toBe("I have built many web applications with React and Node."));
    expect(JSON.parse(String(posts()[0][1]?.body))).toEqual({ texts: [LONG] });
    expect(screen.getByRole("status").textContent).toBe(en.done);
    fireEvent.click(screen.getByRole("button", { name: en.undo }));
    expect(field().value).toBe(LONG);
  });

  it("explains that rephrasing is not configured, without sending anything and without changing the text", async () => {
    const { posts } = setup({ status: json(200, { results: { configured: false } }) });
    await waitFor(() => expect(button().getAttribute("aria-disabled")).toBe("true"));
    fireEvent.click(button());
    expect(screen.getByRole("status").textContent).toBe(en.notConfigured);
    expect(posts()).toHaveLength(0);
    expect(field().value).toBe(LONG);
  });

  it("says it is not configured when the server answers 10028 (the provider went away)", async () => {
    setup({ rephrase: json(403, { code: 10028, message: "Text rephrasing is not configured for this site." }) });
    await act(async () => {});
    await act(async () => {
      fireEvent.click(button());
    });
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(en.notConfigured));
    expect(field().value).toBe(LONG);
  });

  it("refuses a text under 6 words and 30 non-space characters with the spec text, before any request", async () => {
    const { posts } = setup({}, "too short text");
    await act(async () => {});
    fireEvent.click(button());
    expect(screen.getByRole("alert").textContent).toBe("Text rephrase needs at least 6 words or 30 non-space characters");
    expect(posts()).toHaveLength(0);
  });

  it("shows 'Error in rephrasing text' when the provider fails, keeping the text", async () => {
    setup({ rephrase: json(422, { code: 10001, message: "Error in rephrasing text" }) });
    await act(async () => {});
    await act(async () => {
      fireEvent.click(button());
    });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(enErrors.other.rephraseFailed));
    expect(field().value).toBe(LONG);
  });
});
