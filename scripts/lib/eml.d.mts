export type ParsedEml = {
  headers: Map<string, string>;
  from: string;
  to: string;
  subject: string;
  date: Date | null;
  text: string;
  html: string;
};
export function parseEml(raw: string | Buffer): ParsedEml;
export function decodeWords(value: string | undefined | null): string;
export function decodeQuotedPrintable(s: string, charset?: string): string;
