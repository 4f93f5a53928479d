"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Dialog } from "radix-ui";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { dialogClasses } from "@/components/ui/dialog-classes";
import { MAX_ZOOM, MIN_ZOOM, ZOOM_STEP, clampView, initialView, moveBy, sourceRect, zoomBy, type CropView, type ImageSize } from "./crop-math";

const VIEWPORT = 240;
const OUTPUT = 512;
const STEP = 10;
const BIG_STEP = 50;

export type CropResult = { blob: Blob; fileName: string };

/**
 * The crop square and its controls, given an image already decoded. Keyboard: arrows move the
 * photo (Shift for bigger steps), + and − zoom; the pointer drags. Separate from the loading so
 * it can be exercised without decoding a real image.
 */
export function CropArea({ image, size, view, onViewChange }: { image: CanvasImageSource | null; size: ImageSize; view: CropView; onViewChange: (v: CropView) => void }) {
  const t = useTranslations("builder.cropper");
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext?.("2d");
    if (!ctx || !image) return;
    const { sx, sy, side } = sourceRect(size, view);
    ctx.clearRect(0, 0, VIEWPORT, VIEWPORT);
    ctx.drawImage(image, sx, sy, side, side, 0, 0, VIEWPORT, VIEWPORT);
  }, [image, size, view]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const step = e.shiftKey ? BIG_STEP : STEP;
    // Arrow keys move the photo under the square, the way dragging it would.
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    if (moves[e.key]) {
      e.preventDefault();
      onViewChange(moveBy(size, view, moves[e.key][0], moves[e.key][1], VIEWPORT));
    } else if (e.key === "+" || e.key === "=") {
      e.preventDefault();
      onViewChange(zoomBy(size, view, ZOOM_STEP));
    } else if (e.key === "-" || e.key === "_") {
      e.preventDefault();
      onViewChange(zoomBy(size, view, -ZOOM_STEP));
    }
  }

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    drag.current = { x: e.clientX, y: e.clientY };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    const dx = e.clientX - drag.current.x;
    const dy = e.clientY - drag.current.y;
    drag.current = { x: e.clientX, y: e.clientY };
    onViewChange(moveBy(size, view, -dx, -dy, VIEWPORT));
  }

  return (
    <div className="flex flex-col items-center gap-3">
      <div
        role="group"
        tabIndex={0}
        aria-label={t("area")}
        aria-roledescription="cropper"
        data-testid="crop-area"
        data-zoom={view.zoom}
        data-cx={Math.round(view.cx)}
        data-cy={Math.round(view.cy)}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        className="relative cursor-move touch-none overflow-hidden rounded-md bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
        style={{ width: VIEWPORT, height: VIEWPORT }}
      >
        <canvas ref={canvasRef} width={VIEWPORT} height={VIEWPORT} aria-hidden="true" />
        <span aria-hidden="true" className="pointer-events-none absolute inset-0 rounded-full ring-[999px] ring-black/30" />
      </div>
      <div className="flex w-full max-w-[240px] items-center gap-2">
        <Button variant="ghost" size="xs" iconOnly aria-label={t("zoomOut")} onClick={() => onViewChange(zoomBy(size, view, -ZOOM_STEP))} disabled={view.zoom <= MIN_ZOOM}>
          −
        </Button>
        <input
          type="range"
          aria-label={t("zoom")}
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={ZOOM_STEP}
          value={view.zoom}
          onChange={(e) => onViewChange(clampView(size, { ...view, zoom: Number(e.target.value) }))}
          className="flex-1 accent-[var(--brand)]"
        />
        <Button variant="ghost" size="xs" iconOnly aria-label={t("zoomIn")} onClick={() => onViewChange(zoomBy(size, view, ZOOM_STEP))} disabled={view.zoom >= MAX_ZOOM}>
          +
        </Button>
      </div>
    </div>
  );
}

/** Spec §2.5 image cropper dialog with a crop button: a square crop exported at 512 px. */
export function PhotoCropper({ file, onCancel, onCrop }: { file: File | null; onCancel: () => void; onCrop: (result: CropResult) => void }) {
  const t = useTranslations("builder.cropper");
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [size, setSize] = useState<ImageSize>({ width: 1, height: 1 });
  const [view, setView] = useState<CropView>({ cx: 0.5, cy: 0.5, zoom: 1 });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const img = new Image();
    let live = true;
    img.onload = () => {
      if (!live) return;
      const s = { width: img.naturalWidth, height: img.naturalHeight };
      setSize(s);
      setView(initialView(s));
      setImage(img);
      setFailed(false);
    };
    img.onerror = () => live && setFailed(true);
    img.src = url;
    return () => {
      live = false;
      URL.revokeObjectURL(url);
      setImage(null);
    };
  }, [file]);

  function crop() {
    if (!image || !file) return;
    const canvas = document.createElement("canvas");
    canvas.width = OUTPUT;
    canvas.height = OUTPUT;
    const ctx = canvas.getContext("2d");
    if (!ctx) return;
    const { sx, sy, side } = sourceRect(size, view);
    ctx.drawImage(image, sx, sy, side, side, 0, 0, OUTPUT, OUTPUT);
    const png = file.type === "image/png";
    canvas.toBlob(
      (blob) => {
        if (blob) onCrop({ blob, fileName: file.name.replace(/\.[^.]+$/, "") + (png ? ".png" : ".jpg") });
      },
      png ? "image/png" : "image/jpeg",
      0.9,
    );
  }

  return (
    <Dialog.Root open={file !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content className={dialogClasses.content}>
          <Dialog.Title className={dialogClasses.title}>{t("title")}</Dialog.Title>
          <Dialog.Description className={dialogClasses.message}>{t("instructions")}</Dialog.Description>
          <div className="mt-4">
            {failed ? (
              <p role="alert" className="text-sm text-red-600">
                {t("loadFailed")}
              </p>
            ) : (
              <CropArea image={image} size={size} view={view} onViewChange={setView} />
            )}
          </div>
          <div className={dialogClasses.actions}>
            <Button variant="secondary" onClick={onCancel}>
              {t("cancel")}
            </Button>
            <Button onClick={crop} disabled={!image || failed}>
              {t("crop")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
