import { compileMessages } from "./compiled";
import { NAMESPACES, type Locale } from "./config";

export type Messages = Record<string, Record<string, unknown>>;

/** Loads only the requested locale's files (each import is its own chunk), compiled (D77). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const mod = (await import(`../../messages/${locale}/${ns}.json`)) as { default: Record<string, unknown> };
      return [ns, compileMessages(mod.default)] as const;
    }),
  );
  return Object.fromEntries(entries);
}
