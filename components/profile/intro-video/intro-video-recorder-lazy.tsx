"use client";

import dynamic from "next/dynamic";
import { openedOnce } from "@/components/ui/use-opened-once";

// The recorder (camera, MediaRecorder, countdown, upload, Radix Dialog) loads on its first opening,
// when the talent presses Record, not with the profile page (decisions D48, D83); from then on it
// stays mounted as a static dialog would.
const IntroVideoRecorderImpl = dynamic(() => import("./intro-video-recorder").then((m) => m.IntroVideoRecorder), { ssr: false });

/** Loads the recorder's code ahead (tests). */
export async function loadIntroVideoRecorder(): Promise<void> {
  await import("./intro-video-recorder");
}

export const IntroVideoRecorder = openedOnce(IntroVideoRecorderImpl);
