"use client";

import { useEffect, useId, useRef, useState, type DragEvent, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { acceptedFormatNames, acceptToInputAttr, formatBytes, isFileAccepted, joinAlternatives, type AcceptMap, type ByteUnitLabels } from "@/lib/files/format";
import { Button } from "./button";
import { cx, FILE_CHIP_MAX_WIDTH } from "./sizes";

export type FileRejectionCode = "file-too-large" | "file-invalid-type" | "too-many-files" | "custom";

export interface FileRejection {
  file: File;
  code: FileRejectionCode;
  /** The translated text shown under the zone. */
  message: string;
}

export interface DropZoneProps {
  /** Visible label; names both the zone and the underlying file input. */
  label: ReactNode;
  /** MIME type → extensions, e.g. ACCEPT_DOCUMENTS; omitted accepts anything. */
  accept?: AcceptMap;
  /** Largest accepted file in bytes. */
  maxSize?: number;
  /** Controlled: the chosen file, or null for the empty prompt. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Shows an upload button next to remove when given. */
  onUpload?: (file: File) => void;
  uploading?: boolean;
  /** Replaces the default "Drag and drop or browse" prompt. */
  prompt?: ReactNode;
  /** Replaces the automatic "Accepted formats … · Maximum size …" line. */
  hint?: ReactNode;
  /** Extra check after type and size; a returned string or Error is shown as-is. */
  validator?: (file: File) => string | Error | null | undefined;
  onReject?: (rejection: FileRejection) => void;
  /** Message from outside, e.g. a failed upload; a local rejection takes precedence. */
  error?: ReactNode;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

function UploadIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 16V4m0 0-4 4m4-4 4 4" />
      <path d="M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    </svg>
  );
}

function FileIcon() {
  return (
    <svg className="size-4 shrink-0" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
      <path d="M14 3v5h5" />
    </svg>
  );
}

/** Thumbnail from an object URL, set on the element directly so each URL is revoked by the effect that made it. */
function ImagePreview({ file, alt }: { file: File; alt: string }) {
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = imgRef.current;
    if (!img || typeof URL.createObjectURL !== "function") return;
    const url = URL.createObjectURL(file);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // eslint-disable-next-line @next/next/no-img-element -- blob: URLs cannot go through next/image
  return <img ref={imgRef} alt={alt} className="max-h-40 max-w-full rounded object-contain" />;
}

export function DropZone({
  label,
  accept,
  maxSize,
  file,
  onFileChange,
  onUpload,
  uploading = false,
  prompt,
  hint,
  validator,
  onReject,
  error,
  disabled = false,
  name,
  id,
  className,
}: DropZoneProps) {
  const t = useTranslations("uiInputs");
  const locale = useLocale();
  const autoId = useId();
  const inputId = id ?? `drop-zone-${autoId}`;
  const labelId = `${inputId}-label`;
  const promptId = `${inputId}-prompt`;
  const hintId = `${inputId}-hint`;
  const messageId = `${inputId}-message`;

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLDivElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // Drag events fire for every child crossed, so a depth count tells a real leave from moving between children.
  const dragDepth = useRef(0);
  const pendingFocus = useRef<"zone" | "actions" | null>(null);
  // Focus is unreliable while the native picker is open, so remember how it was opened instead.
  const pickerFromKeyboard = useRef(false);

  const [dragActive, setDragActive] = useState(false);
  const [rejection, setRejection] = useState<string | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);

  const units: ByteUnitLabels = [t("units.bytes"), t("units.kb"), t("units.mb"), t("units.gb")];
  const size = (bytes: number) => formatBytes(bytes, { locale, units });
  const formats = joinAlternatives(acceptedFormatNames(accept), t("dropZone.or"));

  // Keyboard users keep their place: after choosing a file they land on its actions, after removing it on the prompt.
  useEffect(() => {
    if (file && pendingFocus.current === "actions") removeRef.current?.focus();
    if (!file && pendingFocus.current === "zone") zoneRef.current?.focus();
    pendingFocus.current = null;
  }, [file]);

  function reject(candidate: File, code: FileRejectionCode, message: string) {
    setRejection(message);
    onReject?.({ file: candidate, code, message });
  }

  function handleFiles(list: FileList | null | undefined, fromKeyboard = false) {
    if (disabled || !list || list.length === 0) return;
    const candidate = list[0];
    if (list.length > 1) return reject(candidate, "too-many-files", t("dropZone.tooMany"));
    if (!isFileAccepted(candidate, accept)) return reject(candidate, "file-invalid-type", t("dropZone.invalidType", { formats }));
    if (maxSize !== undefined && candidate.size > maxSize) return reject(candidate, "file-too-large", t("dropZone.tooLarge", { size: size(maxSize) }));
    const custom = validator?.(candidate);
    if (custom) return reject(candidate, "custom", typeof custom === "string" ? custom : custom.message);

    setRejection(null);
    if (fromKeyboard || rootRef.current?.contains(document.activeElement)) pendingFocus.current = "actions";
    onFileChange(candidate);
  }

  function openPicker(fromKeyboard: boolean) {
    if (disabled) return;
    pickerFromKeyboard.current = fromKeyboard;
    inputRef.current?.click();
  }

  function onZoneKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Enter" || event.key === " ") {
      // Space would otherwise scroll the page.
      event.preventDefault();
      openPicker(true);
    }
  }

  function onDragEnter(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    if (disabled) return;
    dragDepth.current += 1;
    if (Array.from(event.dataTransfer?.types ?? []).includes("Files")) setDragActive(true);
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    // Without preventDefault the browser refuses the drop and opens the file in the tab instead.
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? "none" : "copy";
  }

  function onDragLeave(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragActive(false);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    dragDepth.current = 0;
    setDragActive(false);
    handleFiles(event.dataTransfer?.files);
  }

  function remove() {
    if (rootRef.current?.contains(document.activeElement)) pendingFocus.current = "zone";
    setRejection(null);
    setHovered(false);
    setFocusWithin(false);
    if (inputRef.current) inputRef.current.value = "";
    onFileChange(null);
  }

  function onPreviewBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  }

  const message = rejection ?? error;
  const hintText =
    hint ??
    ([formats && t("dropZone.acceptedFormats", { formats }), maxSize !== undefined && t("dropZone.maxSize", { size: size(maxSize) })].filter(Boolean).join(" · ") ||
      null);
  const revealed = hovered || focusWithin;
  const isImage = Boolean(file?.type.startsWith("image/"));

  return (
    <div ref={rootRef} className={cx("w-full", className)}>
      <label id={labelId} htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        data-drag-active={dragActive || undefined}
        className={cx(
          "relative flex min-h-[140px] w-full rounded-md border-2 border-dashed transition-colors",
          dragActive ? "border-[var(--brand)] bg-[var(--brand)]/10" : message ? "border-red-400 bg-white" : "border-gray-300 bg-white",
          disabled && "cursor-not-allowed opacity-60",
        )}
      >
        {file ? (
          <div
            data-revealed={revealed}
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={() => setFocusWithin(true)}
            onBlur={onPreviewBlur}
            className="relative flex w-full flex-col items-center justify-center gap-2 p-3"
          >
            {isImage ? (
              <ImagePreview file={file} alt={t("dropZone.previewAlt", { name: file.name })} />
            ) : (
              <span
                className="inline-flex items-center gap-2 rounded-full bg-gray-100 px-3 py-1.5 text-sm text-gray-800"
                style={{ maxWidth: FILE_CHIP_MAX_WIDTH }}
                title={file.name}
                data-file-chip=""
              >
                <FileIcon />
                <span className="min-w-0 truncate">{file.name}</span>
                <span className="shrink-0 text-xs text-gray-500">{size(file.size)}</span>
              </span>
            )}
            {/* Hidden until hover or focus, yet always in the tab order so keyboard users can reach and reveal them. */}
            <div
              data-actions=""
              className={cx(
                "absolute right-2 bottom-2 flex gap-2 transition-opacity pointer-coarse:opacity-100",
                revealed ? "opacity-100" : "opacity-0",
              )}
            >
              <Button ref={removeRef} variant="secondary" size="xs" onClick={remove} disabled={disabled || uploading} aria-label={t("dropZone.removeFile", { name: file.name })}>
                {t("dropZone.remove")}
              </Button>
              {onUpload && (
                <Button variant="primary" size="xs" onClick={() => onUpload(file)} disabled={disabled} loading={uploading}>
                  <UploadIcon className="size-3.5" />
                  {t("dropZone.upload")}
                </Button>
              )}
            </div>
          </div>
        ) : (
          <div
            ref={zoneRef}
            role="button"
            tabIndex={disabled ? -1 : 0}
            aria-disabled={disabled || undefined}
            // The hint is visible inside the zone, so it is part of the name (WCAG 2.5.3 label in name).
            aria-labelledby={cx(labelId, promptId, hintText ? hintId : undefined)}
            aria-describedby={message ? messageId : undefined}
            onClick={() => openPicker(false)}
            onKeyDown={onZoneKeyDown}
            className={cx(
              "flex w-full flex-col items-center justify-center gap-1.5 rounded-md p-4 text-center",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]",
              disabled ? "cursor-not-allowed" : "cursor-pointer",
            )}
          >
            <UploadIcon className={cx("size-7", dragActive ? "text-[var(--brand)]" : "text-gray-400")} />
            <span id={promptId} className="text-sm text-gray-700">
              {dragActive
                ? t("dropZone.dropHere")
                : (prompt ??
                  t.rich("dropZone.prompt", {
                    browse: (chunks) => <span className="font-medium text-[var(--brand)] underline underline-offset-2">{chunks}</span>,
                  }))}
            </span>
            {hintText && (
              <span id={hintId} className="text-xs text-gray-500">
                {hintText}
              </span>
            )}
          </div>
        )}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name={name}
          accept={acceptToInputAttr(accept)}
          disabled={disabled}
          // The zone is the keyboard target; a second tab stop on the hidden input would be confusing.
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            handleFiles(event.target.files, pickerFromKeyboard.current);
            pickerFromKeyboard.current = false;
            // Cleared so picking the same file again after removing it still fires change.
            event.target.value = "";
          }}
        />
      </div>
      {message && (
        <p id={messageId} role="alert" className="mt-1 text-xs text-red-600">
          {message}
        </p>
      )}
    </div>
  );
}
