"use client";
import { useSync } from "@tldraw/sync";
import { getAssetUrls } from "@tldraw/assets/selfHosted";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { AssetRecordType, Tldraw, getHashForString, type Editor, type TLAssetStore, type TLBookmarkAsset } from "tldraw";
import "tldraw/tldraw.css";
import { RoomTokenError, fetchRoomToken, roomSocketUrl } from "@/lib/interview-room/client";

/**
 * The interview's shared whiteboard (issue 15): tldraw 5.1.1 synced through the realtime sidecar
 * (realtime/whiteboard). Loaded only through next/dynamic (ssr: false) on the room and whiteboard
 * pages: tldraw is heavy and needs the browser.
 *
 * - Every (re)connect asks the app for a fresh room token (60 s life) and builds the sidecar
 *   address from it; a refused token is shown and retried later, never thrown (tldraw's reconnect
 *   loop does not catch a failing address function).
 * - Assets (fonts, icons, translations) come from /tldraw-assets on this server, nothing from a CDN
 *   (scripts/copy-tldraw-assets.mjs). Images, videos and files are refused (D68): pasting a
 *   link makes a bookmark without fetching the page.
 * - Read-only when the prop says so or the sidecar says so (an ended interview).
 */
export type WhiteboardProps = { interviewId: string; readonly?: boolean };

type Problem = "refused" | "notOpenYet" | "signedOut" | "network" | "sync" | null;

const ASSET_URLS = getAssetUrls({ baseUrl: "/tldraw-assets" });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Uploads are refused: an interview board holds drawings and text, not files (D68). */
function refusingAssetStore(onRefused: () => void): TLAssetStore {
  return {
    async upload() {
      onRefused();
      throw new Error("uploads are not accepted on the interview whiteboard");
    },
    // Nothing is ever loaded from an asset's address (a participant's client could push any URL).
    resolve() {
      return null;
    },
  };
}

export default function Whiteboard({ interviewId, readonly = false }: WhiteboardProps) {
  const t = useTranslations("whiteboard");
  const locale = useLocale();
  const [problem, setProblem] = useState<Problem>(null);
  const [serverReadonly, setServerReadonly] = useState(false);
  const [uploadRefused, setUploadRefused] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // A fresh token on every attempt; waits (and says why) instead of failing, so tldraw keeps its loop.
  const uri = useCallback(async (): Promise<string> => {
    for (let attempt = 0; ; attempt++) {
      if (!alive.current) return new Promise<string>(() => {});
      try {
        const answer = await fetchRoomToken(interviewId);
        setProblem(null);
        setServerReadonly(answer.readonly);
        return roomSocketUrl(answer, "whiteboard", interviewId);
      } catch (err) {
        let wait = Math.min(15_000, 1000 * 2 ** attempt);
        if (err instanceof RoomTokenError) {
          if (err.code === 10540) setProblem("notOpenYet");
          else if (err.status === 401 || err.status === 440) setProblem("signedOut");
          else if (err.status === 403 || err.status === 404 || err.status === 409) setProblem("refused");
          else setProblem("network");
          if (err.status !== 500 && err.status !== 503) wait = 30_000;
        } else setProblem("network");
        await sleep(wait);
      }
    }
  }, [interviewId]);

  const assets = useMemo(() => refusingAssetStore(() => setUploadRefused(true)), []);
  const store = useSync({ uri, assets });

  const onMount = useCallback(
    (editor: Editor) => {
      if (readonly) editor.updateInstanceState({ isReadonly: true });
      editor.user.updateUserPreferences({ locale });
      // A pasted link becomes a bookmark without the browser fetching that page (tldraw's default does).
      editor.registerExternalAssetHandler("url", async ({ url }) => {
        const asset: TLBookmarkAsset = {
          id: AssetRecordType.createId(getHashForString(url)),
          typeName: "asset",
          type: "bookmark",
          props: { src: url, title: url, description: "", image: "", favicon: "" },
          meta: {},
        };
        return asset;
      });
    },
    [readonly, locale],
  );

  const connection = store.status === "synced-remote" ? store.connectionStatus : store.status;
  const isReadonly = readonly || serverReadonly;
  const statusText =
    problem === "notOpenYet"
      ? t("errors.notOpenYet")
      : problem === "refused"
        ? t("errors.refused")
        : problem === "signedOut"
          ? t("errors.signedOut")
          : problem === "network"
            ? t("errors.network")
            : store.status === "error"
              ? t("errors.sync")
              : connection === "loading"
                ? t("status.connecting")
                : connection === "offline"
                  ? t("status.offline")
                  : isReadonly
                    ? t("status.readonly")
                    : t("status.online");
  const bad = problem !== null || store.status === "error" || connection === "offline";

  return (
    <div className="flex h-full min-h-[420px] flex-col gap-2" data-testid="whiteboard" data-connection={connection} data-readonly={isReadonly ? "true" : "false"}>
      <p role="status" aria-live="polite" className={`text-sm ${bad ? "text-red-800" : "text-gray-700"}`} data-testid="whiteboard-status">
        {statusText}
      </p>
      {uploadRefused ? (
        <p role="alert" className="text-sm text-red-800" data-testid="whiteboard-upload-refused">
          {t("errors.uploads")}
        </p>
      ) : null}
      <section aria-label={t("boardLabel")} className="relative min-h-[380px] flex-1 overflow-hidden rounded-md border border-[var(--color-line)]">
        {store.status === "synced-remote" ? (
          <div className="absolute inset-0">
            <Tldraw
              store={store.store}
              licenseKey={process.env.NEXT_PUBLIC_TLDRAW_LICENSE_KEY}
              assetUrls={ASSET_URLS}
              onMount={onMount}
              acceptedImageMimeTypes={[]}
              acceptedVideoMimeTypes={[]}
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}
