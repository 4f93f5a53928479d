"use client";
import { getAssetUrls } from "@tldraw/assets/selfHosted";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState } from "react";
import { Tldraw, type Editor, type TLStoreSnapshot } from "tldraw";
import "tldraw/tldraw.css";

/**
 * The whiteboard's replay on the staff page (issue 15, beyond the seed): a slider over the versions
 * the sidecar saved (D66), each shown read-only in its own tldraw store. Loaded only through
 * next/dynamic (ssr: false).
 */
type Version = { id: number; documentClock: number; createdAt: string };
type RoomSnapshot = { documents: { state: { id: string } }[]; schema: TLStoreSnapshot["schema"] };

const ASSET_URLS = getAssetUrls({ baseUrl: "/tldraw-assets" });
const refuse = { upload: async () => Promise.reject(new Error("read-only")), resolve: () => null };

function toStoreSnapshot(room: RoomSnapshot): TLStoreSnapshot {
  return { store: Object.fromEntries(room.documents.map((d) => [d.state.id, d.state])) as TLStoreSnapshot["store"], schema: room.schema };
}

export default function WhiteboardReplay({ interviewId }: { interviewId: string }) {
  const t = useTranslations("whiteboard.replay");
  const locale = useLocale();
  const sliderId = useId();
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState<{ id: number; snapshot: TLStoreSnapshot } | null>(null);

  useEffect(() => {
    let live = true;
    fetch(`/api/interviews/${encodeURIComponent(interviewId)}/whiteboard-versions`, { credentials: "same-origin" })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((b: { results: { versions: Version[] } }) => {
        if (!live) return;
        setVersions(b.results.versions);
        setIndex(Math.max(0, b.results.versions.length - 1));
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [interviewId]);

  const current = versions?.[index] ?? null;
  useEffect(() => {
    if (!current) return;
    let live = true;
    const timer = setTimeout(() => {
      fetch(`/api/interviews/${encodeURIComponent(interviewId)}/whiteboard-versions?version=${current.id}`, { credentials: "same-origin" })
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
        .then((b: { results: { id: number; snapshot: RoomSnapshot } }) => live && setShown({ id: b.results.id, snapshot: toStoreSnapshot(b.results.snapshot) }))
        .catch(() => live && setFailed(true));
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [current, interviewId]);

  const when = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium" }), [locale]);
  if (failed) return <p role="alert" className="text-sm text-red-800">{t("failed")}</p>;
  if (!versions) return <p role="status" className="text-sm text-gray-700">{t("loading")}</p>;
  if (!versions.length) return <p className="text-sm text-gray-700" data-testid="whiteboard-replay-empty">{t("empty")}</p>;

  return (
    <div className="flex flex-col gap-2" data-testid="whiteboard-replay">
      <label htmlFor={sliderId} className="text-sm font-medium">
        {t("slider")}
      </label>
      <input
        id={sliderId}
        type="range"
        min={0}
        max={versions.length - 1}
        step={1}
        value={index}
        onChange={(e) => setIndex(Number(e.target.value))}
        aria-valuetext={current ? t("position", { n: index + 1, total: versions.length, time: when.format(new Date(current.createdAt)) }) : undefined}
        className="w-full"
      />
      <p className="text-sm text-gray-700" aria-live="polite">
        {current ? t("position", { n: index + 1, total: versions.length, time: when.format(new Date(current.createdAt)) }) : null}
      </p>
      <section aria-label={t("boardLabel")} className="relative h-[60vh] min-h-[380px] overflow-hidden rounded-md border border-[var(--color-line)]">
        {shown ? (
          <div className="absolute inset-0">
            <Tldraw
              key={shown.id}
              snapshot={shown.snapshot}
              assets={refuse}
              licenseKey={process.env.NEXT_PUBLIC_TLDRAW_LICENSE_KEY}
              assetUrls={ASSET_URLS}
              onMount={(editor: Editor) => {
                editor.updateInstanceState({ isReadonly: true });
                editor.zoomToFit();
              }}
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}
