import "server-only";
import { logger } from "@/lib/log";
import { startResumeParse } from "@/lib/resume/commands";

/**
 * The call site for resume parsing: every resume a talent uploads through the builder passes
 * here on its way to the parser's pipeline. A parser that cannot start must not lose the upload:
 * the file is stored and the builder goes on; resume_parses tells what happened to the parse.
 */
export async function onResumeUploaded(companyId: string, userId: string, fileId: string): Promise<void> {
  try {
    await startResumeParse(companyId, userId, fileId);
  } catch (err) {
    logger.warn({ err, fileId }, "resume parse could not be started");
  }
}
