"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/loader";
import { useToast } from "@/components/ui/toast";
import { useTalentStartup } from "@/components/shell/talent-startup-context";
import { clientErrorText } from "@/lib/errors/messages";
import { isApiError } from "@/lib/http/client";
import type { IntroVideoView } from "@/lib/intro-video/queries";
import { ANSWER_MAX_SECONDS, INTRO_VIDEO_QUESTION_COUNT } from "@/lib/intro-video/rules";
import { deleteIntroVideo, fetchIntroVideo } from "./api";
import { IntroVideoPlayer } from "./intro-video-player";
import { IntroVideoRecorder } from "./intro-video-recorder-lazy";
import { useRefreshingUrl } from "./use-refreshing-url";

export type IntroVideoSectionProps = {
  /** What the page already read (profile view: introVideoUrl and introVideoResponse); else loaded here. */
  initial?: IntroVideoView;
  /** Preview or admin views show the video without record and delete. */
  readOnly?: boolean;
};

/** The signed URL's path names the file: a new recording remounts the player, a refresh does not. */
function fileKey(url: string): string {
  return url.split("?")[0];
}

/**
 * The talent's intro video on the profile: the player with the question overlay, record (again)
 * and delete. The signed URL is refreshed every 110 s while a video is shown (spec §4.4).
 */
export function IntroVideoSection({ initial, readOnly = false }: IntroVideoSectionProps) {
  const t = useTranslations("introVideo");
  const te = useTranslations("errors");
  const { toast } = useToast();
  const router = useRouter();
  const { refreshDetails } = useTalentStartup();
  const [recording, setRecording] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { data, setData: show } = useRefreshingUrl<IntroVideoView>(fetchIntroVideo, { enabled: (d) => Boolean(d?.signedUrl), initial });
  // Spec §4.4: after a change the profile and dashboard data are read again: the server-rendered
  // pages through the router, the shell's start-up details through its context (decision D79).
  const refreshPages = () => {
    router.refresh();
    refreshDetails();
  };

  async function confirmDelete() {
    try {
      const { code } = await deleteIntroVideo();
      show({ signedUrl: null, overlay: [] });
      setConfirming(false);
      toast({ variant: "success", description: t(`deleteResult.${code}`) });
      refreshPages();
    } catch (e) {
      setConfirming(false);
      if (isApiError(e) && e.redirected) return;
      toast({ variant: "danger", description: isApiError(e) ? clientErrorText(te, e) : te("client.unexpected") });
    }
  }

  const video = data?.signedUrl ? data : null;
  // Before the first answer arrives, a real video could still be there: show nothing but a spinner.
  const shownHasVideo = data === undefined ? null : Boolean(video);

  return (
    <section aria-labelledby="intro-video-title" className="rounded-lg border border-[var(--color-line)] bg-white p-6 max-[600px]:p-4" data-testid="intro-video-section">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="intro-video-title" className="text-lg font-medium">
            {t("title")}
          </h2>
          <p className="text-sm text-[var(--color-muted)]">{t("description", { count: INTRO_VIDEO_QUESTION_COUNT, seconds: ANSWER_MAX_SECONDS })}</p>
        </div>
        {!readOnly && shownHasVideo !== null ? (
          <div className="flex flex-wrap gap-2">
            <Button variant={video ? "secondary" : "primary"} onClick={() => setRecording(true)}>
              {video ? t("recordAgain") : t("record")}
            </Button>
            {video ? (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t("delete")}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="mt-4">
        {shownHasVideo === null ? <Spinner /> : null}
        {video ? <IntroVideoPlayer key={fileKey(video.signedUrl!)} src={video.signedUrl!} overlay={video.overlay} className="max-w-2xl" /> : null}
        {shownHasVideo === false ? <p className="text-sm text-[var(--color-muted)]">{t("empty")}</p> : null}
      </div>

      {!readOnly ? (
        <>
          <IntroVideoRecorder
            open={recording}
            onOpenChange={setRecording}
            onUploaded={(v) => {
              show(v);
              toast({ variant: "success", description: t("uploaded") });
              refreshPages();
            }}
          />
          <ConfirmDialog
            open={confirming}
            tone="danger"
            title={t("deleteConfirmTitle")}
            message={t("deleteConfirmMessage")}
            confirmLabel={t("deleteConfirm")}
            onConfirm={confirmDelete}
            onCancel={() => setConfirming(false)}
          />
        </>
      ) : null}
    </section>
  );
}
