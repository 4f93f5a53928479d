import { getTranslations } from "next-intl/server";
import { RatingStars } from "@/components/selection/rating-stars";
import { Badge } from "@/components/ui/badge";
import type { Recommendation } from "@/lib/interviews/review-schemas";

const KEY = { Recommend: "recommend", "Not Recommend": "notRecommend", Hold: "hold" } as const;
const VARIANT = { recommend: "success", notRecommend: "danger", hold: "warning" } as const;

type Summary = { recommendation: Recommendation; finalRating: number; comments: string; criteria?: { name: string; score: number }[]; personalNote?: string };

/** A submitted review, read-only: who and when, the recommendation, the rating on 5, the comments (and, for one's own, criteria and note). */
export async function ReviewSummary({ review, when, by, personalNoteLabel }: { review: Summary; when: string; by?: string; personalNoteLabel?: string }) {
  const t = await getTranslations("reviews");
  const key = KEY[review.recommendation];
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4" data-testid="review-summary">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {by ? <h3 className="text-sm font-medium text-gray-900">{t("others.by", { name: by })}</h3> : null}
        <span className="text-xs text-gray-600">{when}</span>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={VARIANT[key]}>{t(`form.recommendations.${key}`)}</Badge>
        <RatingStars rating={review.finalRating} />
      </div>
      <p className="text-sm break-words whitespace-pre-line text-gray-800">{review.comments}</p>
      {review.criteria?.length ? (
        <ul className="flex flex-wrap gap-1.5 text-xs">
          {review.criteria.map((c, i) => (
            <li key={i} className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-800">
              {t("criterionValue", { name: c.name, score: c.score })}
            </li>
          ))}
        </ul>
      ) : null}
      {personalNoteLabel && review.personalNote ? (
        <p className="text-sm break-words whitespace-pre-line text-gray-700">
          <span className="font-medium">{personalNoteLabel}: </span>
          {review.personalNote}
        </p>
      ) : null}
    </article>
  );
}
