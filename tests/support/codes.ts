import { isAppError } from "@/lib/errors/app-error";

/** The catalogued code a piece of work fails with, or "ok" when it succeeds; anything else is rethrown. */
export async function codeOf(work: Promise<unknown>): Promise<number | "ok"> {
  try {
    await work;
    return "ok";
  } catch (e) {
    if (isAppError(e)) return e.code;
    throw e;
  }
}
