import Link from "next/link";
import type { ReactNode } from "react";
import { Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { builderHref, type BuilderStep } from "@/lib/profiles/rules";

/** One section of the profile view: a heading, an optional state badge and the edit link. */
export function SectionCard({
  id,
  title,
  badge,
  editSection,
  children,
}: {
  id: string;
  title: string;
  badge?: ReactNode;
  /** The builder step that edits this section; omitted when the viewer may not edit. */
  editSection?: BuilderStep;
  children: ReactNode;
}) {
  const t = useTranslations("profile");
  return (
    <section aria-labelledby={`${id}-heading`} data-testid={`section-${id}`} className="rounded-lg border border-[var(--color-line)] bg-white p-5 max-[600px]:p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-medium">
          {title}
        </h2>
        {badge}
        {editSection ? (
          <Link
            href={builderHref(editSection)}
            aria-label={t("editSection", { section: title })}
            className="ml-auto inline-flex h-[30px] items-center gap-1 rounded-md px-2 text-sm font-medium text-[var(--brand)] hover:bg-[var(--brand)]/10 focus-visible:outline-2 focus-visible:outline-[var(--brand)]"
          >
            <Pencil aria-hidden="true" size={14} />
            {t("edit")}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
