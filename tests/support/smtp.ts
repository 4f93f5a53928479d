import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the local SMTP server received it. */
export type ReceivedMail = { to: string[]; raw: string };

/**
 * A real SMTP server on a free loopback port that keeps every message it receives, with the app's
 * SMTP_URL pointed at it until `stop` (which puts the previous value back).
 */
export async function startSmtpSink(): Promise<{ received: ReceivedMail[]; stop: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const saved = process.env.SMTP_URL;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    received,
    stop: async () => {
      if (saved === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = saved;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
