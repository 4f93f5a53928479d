import { Globe } from "lucide-react";
import { flagEmoji } from "@/lib/profiles/display";

/**
 * A country's flag as its emoji (no image host, decision D27). Unknown or missing codes fall back
 * to a neutral globe, like the spec's default flag. Decorative: the country's name is always
 * written next to it.
 */
export function CountryFlag({ code, className }: { code: string | null | undefined; className?: string }) {
  const emoji = flagEmoji(code);
  if (!emoji) return <Globe aria-hidden="true" size={14} className={`inline-block shrink-0 text-gray-500 ${className ?? ""}`} data-testid="flag-fallback" />;
  return (
    <span aria-hidden="true" className={`inline-block shrink-0 leading-none ${className ?? ""}`} data-testid="flag" data-country={code?.toUpperCase()}>
      {emoji}
    </span>
  );
}
