"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";

/** A final rating on the spec's scale of 5 (§9), as stars with the figure beside them. */
export function RatingStars({ rating }: { rating: number }) {
  const t = useTranslations("selection.compare");
  const id = useId();
  const value = Math.min(5, Math.max(0, rating));
  const shown = value.toFixed(1).replace(/\.0$/, "");
  return (
    <span className="inline-flex items-center gap-1.5" data-testid="final-rating">
      <span role="img" aria-label={t("ratingLabel", { rating: shown })} className="inline-flex">
        {[0, 1, 2, 3, 4].map((i) => {
          const fill = Math.min(1, Math.max(0, value - i));
          return (
            <svg key={i} viewBox="0 0 20 20" className="size-4" aria-hidden="true">
              <defs>
                <linearGradient id={`${id}-${i}`}>
                  <stop offset={`${fill * 100}%`} stopColor="#d97706" />
                  <stop offset={`${fill * 100}%`} stopColor="#d1d5db" />
                </linearGradient>
              </defs>
              <path fill={`url(#${id}-${i})`} d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
            </svg>
          );
        })}
      </span>
      <span aria-hidden="true" className="text-sm font-medium text-gray-900">
        {t("rating", { rating: shown })}
      </span>
    </span>
  );
}
