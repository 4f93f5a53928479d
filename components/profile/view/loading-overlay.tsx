"use client";

import { useTranslations } from "next-intl";
import { ProgressBar, Spinner } from "@/components/ui/loader";
import { useStagedProgress } from "./use-staged-progress";

/**
 * First document §4.4: the profile loading overlay, shown until the profile (personal.id) is
 * there, with the staged progress counter.
 */
export function ProfileLoadingOverlay({ loading = true }: { loading?: boolean }) {
  const t = useTranslations("profile");
  const value = useStagedProgress(loading);
  if (!loading && value === 0) return null;
  return (
    <div
      aria-busy={loading}
      data-testid="profile-loading"
      className="fixed inset-0 z-[90] flex flex-col items-center justify-center gap-3 bg-white/80 px-6 backdrop-blur-[1px]"
    >
      <Spinner size="lg" label={t("loading")} />
      <p className="text-sm text-gray-700" aria-hidden="true" data-testid="profile-loading-value">
        {t("loadingProgress", { value })}
      </p>
      <ProgressBar value={value} label={t("loading")} className="w-full max-w-xs" />
    </div>
  );
}
