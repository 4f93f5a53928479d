import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { passwordResetMail } from "@/lib/auth/recovery-mail";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { sendMail } from "@/lib/mail";
import { deliver } from "@/lib/mail/transport";
import { parseEml } from "../../scripts/lib/eml.mjs";

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a random local port; `refuse` answers every RCPT TO with a 550. */
async function startSmtp(opts: { refuse?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (opts.refuse) {
        const err = new Error("mailbox unavailable") as Error & { responseCode: number };
        err.responseCode = 550;
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const savedSmtpUrl = process.env.SMTP_URL;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let refusing: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  refusing = await startSmtp({ refuse: true });
});

afterEach(() => {
  if (savedSmtpUrl === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtpUrl;
});

afterAll(async () => {
  await Promise.all([smtp.close(), refusing.close()]);
});

describe("mail over SMTP", () => {
  it("delivers a message to the SMTP server named by SMTP_URL with its recipient, subject and text", async () => {
    process.env.SMTP_URL = smtp.url;
    const before = smtp.received.length;
    await sendMail({ to: "someone@demo.test", subject: "Réinitialisez votre mot de passe", text: "Bonjour Éloïse,\nvoici le lien.", html: "<p>Bonjour</p>" });
    expect(smtp.received).toHaveLength(before + 1);
    const got = smtp.received.at(-1)!;
    expect(got.to).toEqual(["someone@demo.test"]);
    expect(got.from).toBe("no-reply@talent.test");
    const mail = parseEml(got.raw);
    expect(mail.to).toBe("someone@demo.test");
    expect(mail.subject).toBe("Réinitialisez votre mot de passe");
    expect(mail.text).toBe("Bonjour Éloïse,\nvoici le lien.");
    expect(mail.html).toContain("<p>Bonjour</p>");
  });

  it("takes the sender from MAIL_FROM", async () => {
    const before = smtp.received.length;
    await deliver({ to: "other@demo.test", subject: "Hello", text: "Hi" }, { ...process.env, SMTP_URL: smtp.url, MAIL_FROM: "Acme Hiring <hiring@acme.test>" });
    expect(smtp.received).toHaveLength(before + 1);
    expect(smtp.received.at(-1)!.from).toBe("hiring@acme.test");
    expect(parseEml(smtp.received.at(-1)!.raw).from).toBe("Acme Hiring <hiring@acme.test>");
  });

  it("turns a server that refuses the recipient into the catalogued 10202 (SMTP error)", async () => {
    process.env.SMTP_URL = refusing.url;
    await expect(sendMail({ to: "refused@demo.test", subject: "x", text: "y" })).rejects.toMatchObject({ code: ERROR_CODES.smtpError, status: 424 });
    expect(refusing.received).toHaveLength(0);
  });

  it("turns an unreachable server into 10202 as well", async () => {
    const closed = await startSmtp();
    await closed.close();
    process.env.SMTP_URL = closed.url;
    await expect(sendMail({ to: "nobody@demo.test", subject: "x", text: "y" })).rejects.toMatchObject({ code: ERROR_CODES.smtpError });
  });
});

describe("mail to the local outbox", () => {
  it("writes an .eml file named after the recipient that reads back with the same subject and text", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
    try {
      const result = await deliver({ to: "talent@demo.test", subject: "Réinitialisez", text: "Ligne accentuée : é à ç" }, { ...process.env, SMTP_URL: "", MAIL_OUTBOX_DIR: dir });
      expect(result.file).toMatch(/talent@demo\.test\.eml$/);
      expect(path.dirname(result.file!)).toBe(dir);
      const mail = parseEml(await readFile(result.file!));
      expect(mail).toMatchObject({ to: "talent@demo.test", subject: "Réinitialisez", text: "Ligne accentuée : é à ç" });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the password-reset message", () => {
  const link = "http://demo.localhost:3000/forgot-password/reset-password/00000000-0000-4000-8000-000000000000.abc";

  it("is written in English or French by the request's locale, with the link and its validity", () => {
    const en = passwordResetMail({ locale: "en", to: "t@demo.test", name: "Taylor", company: "Demo", link, minutes: 60 });
    expect(en.subject).toBe("Reset your Demo password");
    expect(en.text).toContain("Hello Taylor,");
    expect(en.text).toContain(link);
    expect(en.text).toContain("60 minutes");
    const fr = passwordResetMail({ locale: "fr", to: "t@demo.test", name: "Taylor", company: "Demo", link, minutes: 60 });
    expect(fr.subject).toBe("Réinitialisez votre mot de passe Demo");
    expect(fr.text).toContain("Bonjour Taylor,");
    expect(fr.text).toContain(link);
  });

  it("escapes names and company names in the HTML part", () => {
    const mail = passwordResetMail({ locale: "en", to: "t@demo.test", name: '<img src=x onerror="alert(1)">', company: "A&B <Co>", link, minutes: 60 });
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.html).toContain("A&amp;B &lt;Co&gt;");
    expect(mail.html).toContain(`href="${link}"`);
  });
});
