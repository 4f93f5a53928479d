"use client";

import dynamic from "next/dynamic";
import { openedOnce } from "@/components/ui/use-opened-once";

// The cropper (canvas crop, Radix Dialog) loads when a photo is chosen, not with the personal step
// (decisions D48, D83); from then on it stays mounted as a static dialog would.
const PhotoCropperImpl = dynamic(() => import("./photo-cropper").then((m) => m.PhotoCropper), { ssr: false });

export const PhotoCropper = openedOnce(PhotoCropperImpl, (props) => props.file !== null);
