import { NAMESPACES, type Locale } from "./config";

export type Messages = Record<string, Record<string, unknown>>;

/** Loads only the requested locale's files (each import is its own chunk). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const mod = (await import(`../../messages/${locale}/${ns}.json`)) as { default: Record<string, unknown> };
      return [ns, mod.default] as const;
    }),
  );
  return Object.fromEntries(entries);
}
