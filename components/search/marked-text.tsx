import type { Segment } from "@/lib/search/highlight";

/** Text with matched words in <mark>; segments are plain text, so nothing in a profile becomes markup. */
export function MarkedText({ segments, className }: { segments: Segment[]; className?: string }) {
  return (
    <span className={className}>
      {segments.map((s, i) =>
        s.marked ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-gray-900">
            {s.text}
          </mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </span>
  );
}
