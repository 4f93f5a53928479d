"use client";

import { useTranslations } from "next-intl";
import { Select as UiSelect, type SelectProps } from "@/components/ui/select";

/**
 * The kit's select with a placeholder dark enough to read: the kit greys it to gray-400, which
 * fails the 4.5:1 contrast axe requires for text (the builder shows many empty selects at once).
 */
export function Select(props: SelectProps) {
  const t = useTranslations("uiInputs");
  return <UiSelect placeholder={<span className="text-gray-600">{t("selectPlaceholder")}</span>} {...props} />;
}
