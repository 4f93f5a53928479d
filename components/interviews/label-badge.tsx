import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import type { AdminLabel } from "@/lib/interviews/statuses";
import { labelKey, labelTone } from "./label-tone";

export { labelKey, labelTone } from "./label-tone";

/** A pipeline entry's admin label as a badge, translated (the colour is never the only cue). */
export async function LabelBadge({ label, ...rest }: { label: AdminLabel; "data-testid"?: string }) {
  const t = await getTranslations("interviews.labels");
  return (
    <Badge variant={labelTone(label)} data-label={label} {...rest}>
      {t(labelKey(label))}
    </Badge>
  );
}
