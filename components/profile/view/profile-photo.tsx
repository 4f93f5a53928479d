"use client";

import { useState } from "react";

export const DEFAULT_AVATAR = "/profile/default-avatar.svg";

/** The profile photo; a missing photo or one that fails to load shows the default picture (spec §8). */
export function ProfilePhoto({ src, alt, size = 120 }: { src: string | null | undefined; alt: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : DEFAULT_AVATAR;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- signed file URLs, not static assets
    <img
      src={shown}
      alt={alt}
      width={size}
      height={size}
      onError={() => setFailed(src ?? null)}
      data-testid="profile-photo"
      data-fallback={shown === DEFAULT_AVATAR ? "true" : "false"}
      className="shrink-0 rounded-full border border-[var(--color-line)] bg-gray-100 object-cover"
      style={{ width: size, height: size }}
    />
  );
}
