"use client";

import { useTranslations } from "next-intl";
import { DeferredSelect } from "@/components/ui/deferred-select";
import type { SelectProps } from "@/components/ui/select";

/**
 * The kit's select with a placeholder dark enough to read: the kit greys it to gray-400, which
 * fails the 4.5:1 contrast axe requires for text (the builder shows many empty selects at once).
 * A step shows up to a dozen selects nobody may open: each is the `DeferredSelect` stand-in,
 * server-rendered, until it is pointed at, focused or pressed (decisions D81, D83).
 */
export function Select(props: SelectProps) {
  const t = useTranslations("uiInputs");
  return <DeferredSelect placeholder={<span className="text-gray-600">{t("selectPlaceholder")}</span>} {...props} />;
}
