import { compileMessages } from "./compiled";
import { NAMESPACES, type Locale } from "./config";

export type Messages = Record<string, Record<string, unknown>>;

/**
 * One load per locale and process. The files never change while the server runs, and every request
 * asks for its locale's messages (the request config): assembling them again per request cost an
 * import() per namespace and a new object each time (issue 12 §4, SSR).
 */
const loaded = new Map<Locale, Promise<Messages>>();

/** Loads only the requested locale's files (each import is its own chunk), compiled (D77). */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = readMessages(locale);
    loaded.set(locale, messages);
    // A failed load (a missing chunk) is not remembered: the next request tries again.
    messages.catch(() => loaded.delete(locale));
  }
  return messages;
}

async function readMessages(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const mod = (await import(`../../messages/${locale}/${ns}.json`)) as { default: Record<string, unknown> };
      return [ns, compileMessages(mod.default)] as const;
    }),
  );
  return Object.fromEntries(entries);
}
