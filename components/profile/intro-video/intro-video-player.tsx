"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { INTRO_VIDEO_QUESTION_COUNT, overlayAt, type OverlayEntry } from "@/lib/intro-video/rules";

export type IntroVideoPlayerProps = {
  src: string;
  overlay: readonly OverlayEntry[];
  className?: string;
};

/**
 * Spec §2.5: a video player that overlays the numbered question during its time range. A new
 * signed URL (the 110 s refresh) is applied only while the video is not playing, at the same
 * position, so a refresh never interrupts the viewer.
 */
export function IntroVideoPlayer({ src, overlay, className }: IntroVideoPlayerProps) {
  const t = useTranslations("introVideo");
  const [time, setTime] = useState(0);
  // The URL that was loaded when playback started; kept until the viewer pauses.
  const [playingSrc, setPlayingSrc] = useState<string | null>(null);
  const lastTime = useRef(0);
  const shownSrc = playingSrc ?? src;
  const current = overlayAt(overlay, time);

  return (
    <figure className={`relative overflow-hidden rounded-lg bg-black ${className ?? ""}`}>
      <video
        src={shownSrc}
        controls
        playsInline
        preload="metadata"
        aria-label={t("player.label")}
        className="aspect-video w-full bg-black"
        onPlay={(e) => setPlayingSrc(e.currentTarget.getAttribute("src"))}
        onPause={() => setPlayingSrc(null)}
        onEnded={() => setPlayingSrc(null)}
        onTimeUpdate={(e) => {
          lastTime.current = e.currentTarget.currentTime;
          setTime(e.currentTarget.currentTime);
        }}
        onLoadedMetadata={(e) => {
          // A refreshed URL reloads the element from the start: go back to where the viewer was.
          if (lastTime.current > 0) e.currentTarget.currentTime = lastTime.current;
        }}
      />
      <figcaption
        aria-live="polite"
        aria-label={t("player.currentQuestion")}
        data-testid="intro-video-overlay"
        className={`pointer-events-none absolute inset-x-0 top-0 bg-gradient-to-b from-black/80 to-transparent p-3 text-white ${current ? "" : "sr-only"}`}
      >
        {current ? (
          <>
            <span className="block text-xs font-medium uppercase tracking-wide opacity-90">{t("questionLabel", { number: current.questionNumber, count: INTRO_VIDEO_QUESTION_COUNT })}</span>
            <span className="block text-sm font-medium max-[600px]:text-xs">{current.question}</span>
          </>
        ) : null}
      </figcaption>
    </figure>
  );
}
