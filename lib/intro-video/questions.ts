import en from "@/messages/en/introVideo.json";
import fr from "@/messages/fr/introVideo.json";
import type { Locale } from "@/lib/i18n/config";
import { INTRO_VIDEO_QUESTION_COUNT } from "./rules";

const BY_LOCALE = { en, fr } satisfies Record<Locale, typeof en>;

/**
 * The questions the recorder shows, in the recorder's language. The server stores these texts in
 * the overlay (never text sent by the browser), so a recruiter sees exactly what was asked.
 */
export function introVideoQuestions(locale: Locale): string[] {
  const q = BY_LOCALE[locale].questions;
  const list = [q.q1, q.q2, q.q3, q.q4];
  return list.slice(0, INTRO_VIDEO_QUESTION_COUNT);
}
