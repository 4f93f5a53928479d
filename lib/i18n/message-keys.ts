/**
 * Schemas carry the spec's message texts (the server answers with them); screens translate by
 * key. This builds the reverse lookup of one message table: the key of a text, or undefined for
 * a text that is not in the table. Pure, so client components can use it.
 */
export function messageKeyOf<K extends string>(messages: Readonly<Record<K, string>>): (text: string | undefined) => K | undefined {
  const byText = new Map<string, K>((Object.entries(messages) as [K, string][]).map(([k, v]) => [v, k]));
  return (text) => (text ? byText.get(text) : undefined);
}
