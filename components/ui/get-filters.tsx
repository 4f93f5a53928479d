import Link from "next/link";
import type { ReactNode } from "react";

/**
 * The parts of a server-rendered list's filter form (a plain GET form, so it works without
 * JavaScript) and of its page links: the admin interview list and the activity log share them.
 */
export const FILTER_FIELD =
  "h-[42px] w-full rounded-md border border-gray-400 bg-white px-3 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[var(--brand)]";

const BUTTON = "inline-flex h-[42px] items-center rounded-md px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]";
export const FILTER_PRIMARY_BUTTON = `${BUTTON} bg-[var(--brand)] text-white hover:opacity-90`;
export const FILTER_SECONDARY_BUTTON = `${BUTTON} border border-gray-400 bg-white text-gray-900 hover:bg-gray-100`;

export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      {children}
    </label>
  );
}

/** A select whose first choice ("any …", value "") means no filter, when `anyLabel` is given. */
export function FilterSelect({ label, name, value, anyLabel, options }: { label: string; name: string; value: string | undefined; anyLabel?: string; options: readonly { value: string; label: string }[] }) {
  return (
    <FilterField label={label}>
      <select name={name} defaultValue={value ?? ""} className={FILTER_FIELD}>
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

export function FilterDate({ label, name, value }: { label: string; name: string; value: string | undefined }) {
  return (
    <FilterField label={label}>
      <input type="date" name={name} defaultValue={value ?? ""} className={FILTER_FIELD} />
    </FilterField>
  );
}

/** Previous / "page x of y" / next as links (shown only with more than one page, as the spec's paginated table). */
export function LinkPager({ page, pages, hrefFor, labels }: { page: number; pages: number; hrefFor: (page: number) => string; labels: { nav: string; previous: string; next: string; current: string } }) {
  if (pages <= 1) return null;
  const link = "rounded-md border border-gray-400 bg-white px-3 py-2 hover:bg-gray-100";
  return (
    <nav aria-label={labels.nav} className="flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={link} rel="prev">
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{labels.current}</span>
      {page < pages ? (
        <Link href={hrefFor(page + 1)} className={link} rel="next">
          {labels.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
