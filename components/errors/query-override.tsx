"use client";
import { useSearchParams } from "next/navigation";
import { Suspense } from "react";

const MAX = 200;

function Inner({ param, fallback }: { param: string; fallback: string }) {
  const value = useSearchParams().get(param)?.trim();
  // Rendered as text (React escapes it) and capped, so a crafted link cannot inject markup.
  return <>{value ? value.slice(0, MAX) : fallback}</>;
}

export function QueryOverride({ param, fallback }: { param: string; fallback: string }) {
  return (
    <Suspense fallback={fallback}>
      <Inner param={param} fallback={fallback} />
    </Suspense>
  );
}
