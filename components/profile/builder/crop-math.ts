/**
 * Square crop over an image, as pure arithmetic so the cropper's keyboard and pointer handling
 * can be tested without a canvas. The view is the crop square's centre and a zoom, where zoom 1
 * fits the image's shorter side exactly into the square.
 */
export type CropView = { cx: number; cy: number; zoom: number };
export type ImageSize = { width: number; height: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
export const ZOOM_STEP = 0.25;

/** Side of the crop square in image pixels. */
export function cropSide(img: ImageSize, zoom: number): number {
  return Math.min(img.width, img.height) / zoom;
}

/** Keeps the zoom in range and the square inside the image. */
export function clampView(img: ImageSize, v: CropView): CropView {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, v.zoom));
  const half = cropSide(img, zoom) / 2;
  return {
    zoom,
    cx: Math.min(img.width - half, Math.max(half, v.cx)),
    cy: Math.min(img.height - half, Math.max(half, v.cy)),
  };
}

export function initialView(img: ImageSize): CropView {
  return { cx: img.width / 2, cy: img.height / 2, zoom: 1 };
}

/** Moves the square by a number of screen pixels of a `viewport`-wide preview. */
export function moveBy(img: ImageSize, v: CropView, dxScreen: number, dyScreen: number, viewport: number): CropView {
  const perScreenPx = cropSide(img, v.zoom) / viewport;
  return clampView(img, { ...v, cx: v.cx + dxScreen * perScreenPx, cy: v.cy + dyScreen * perScreenPx });
}

export function zoomBy(img: ImageSize, v: CropView, delta: number): CropView {
  return clampView(img, { ...v, zoom: Math.round((v.zoom + delta) * 100) / 100 });
}

/** The source rectangle to draw (or export) for the view. */
export function sourceRect(img: ImageSize, v: CropView): { sx: number; sy: number; side: number } {
  const side = cropSide(img, v.zoom);
  return { sx: v.cx - side / 2, sy: v.cy - side / 2, side };
}
