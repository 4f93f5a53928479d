"use client";

import type { ComponentProps } from "react";
import dynamic from "next/dynamic";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import type { PhotoCropper as PhotoCropperComponent } from "./photo-cropper";

// The cropper (canvas crop, Radix Dialog) loads when a photo is chosen, not with the personal step
// (decisions D48, D83); from then on it stays mounted as a static dialog would.
const PhotoCropperImpl = dynamic(() => import("./photo-cropper").then((m) => m.PhotoCropper), { ssr: false });

export function PhotoCropper(props: ComponentProps<typeof PhotoCropperComponent>) {
  return useOpenedOnce(props.file !== null) ? <PhotoCropperImpl {...props} /> : null;
}
