import en from "@/messages/en/profile.json";
import fr from "@/messages/fr/profile.json";

/**
 * Texts of the profile documents. Read from the `profile` message files directly (not through
 * next-intl) so documents render the same in a route handler, a script or a test.
 */
export type DocumentLocale = "en" | "fr";
export type DocumentLabels = typeof en.document;

const LABELS: Record<DocumentLocale, DocumentLabels> = { en: en.document, fr: fr.document };

export function documentLabels(locale: DocumentLocale): DocumentLabels {
  return LABELS[locale];
}
