"use client";

import "@livekit/components-styles";
import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { GridLayout, LiveKitRoom, ParticipantTile, RoomAudioRenderer, TrackToggle, useTracks } from "@livekit/components-react";
import { DisconnectReason, Track } from "livekit-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { checkDevices, fetchLivekitToken, VideoRefusal, type LivekitTokenAnswer, type VideoBlock } from "@/lib/interview-room/video-client";

/**
 * The video call of the live room (issue 15, spec §2.5): no prejoin, camera and microphone muted
 * at start (the participant turns them on), a limited toolbar (microphone, camera, screen share;
 * no chat, no polls, nobody can remove anybody; Leave is the room's own button), and a device check
 * that shows the spec's message when the browser refuses the camera or the microphone.
 * Loaded with next/dynamic (ssr: false) by room.tsx: LiveKit's client and styles load only here.
 *
 * `simulate` (tests only, LIVEKIT_SIMULATE_PARTICIPANTS) still asks for the token (so every refusal
 * shows as in production) but then renders LiveKit's simulated participants instead of connecting,
 * for screenshots and accessibility checks without a media server.
 */
type Props = { interviewId: string; simulate: number | null; onEnded: () => void };

type Conn = { kind: "loading" } | { kind: "ready"; answer: LivekitTokenAnswer; attempt: number } | { kind: "blocked"; block: VideoBlock } | { kind: "lost" };

export default function VideoPanel({ interviewId, simulate, onEnded }: Props) {
  const t = useTranslations("interviewRoom.video");
  const [devices, setDevices] = useState<"checking" | "ok" | "denied" | "missing">("checking");
  const [conn, setConn] = useState<Conn>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void checkDevices().then(setDevices);
  }, []);
  const recheckDevices = useCallback(() => {
    setDevices("checking");
    void checkDevices().then(setDevices);
  }, []);

  useEffect(() => {
    const ctrl = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    fetchLivekitToken(interviewId, ctrl.signal)
      .then((answer) => setConn({ kind: "ready", answer, attempt }))
      .catch((err: unknown) => {
        if ((err as Error).name === "AbortError") return;
        const block = err instanceof VideoRefusal ? err.block : "unreachable";
        if (block === "ended") return onEnded();
        setConn({ kind: "blocked", block });
        // A clock a few seconds ahead of the server's: ask again shortly.
        if (block === "notYet") retry = setTimeout(() => setAttempt((n) => n + 1), 3000);
      });
    return () => {
      ctrl.abort();
      if (retry) clearTimeout(retry);
    };
  }, [interviewId, attempt, onEnded]);

  const reconnect = () => {
    setConn({ kind: "loading" });
    setAttempt((n) => n + 1);
  };

  return (
    <section aria-label={t("region")} className="flex min-h-[280px] min-w-0 flex-col gap-3" data-testid="video-panel">
      {devices === "checking" ? (
        <p className="text-sm text-gray-700" role="status">
          {t("checkingDevices")}
        </p>
      ) : null}
      {devices === "denied" ? (
        <Alert
          variant="warning"
          title={t("devicesDenied")}
          data-testid="devices-denied"
          action={
            <Button variant="secondary" onClick={recheckDevices}>
              {t("devicesRetry")}
            </Button>
          }
        >
          {t("devicesDeniedHelp")}
        </Alert>
      ) : null}
      {simulate && conn.kind === "ready" ? (
        <LiveKitRoom serverUrl={undefined} token={undefined} connect={false} video={false} audio={false} simulateParticipants={simulate} data-lk-theme="default" className="rounded-md" data-testid="video-simulated">
          <p className="sr-only">{t("simulated")}</p>
          <Stage />
          <Controls />
        </LiveKitRoom>
      ) : conn.kind === "ready" ? (
        <LiveKitRoom
          key={conn.attempt}
          serverUrl={conn.answer.url}
          token={conn.answer.token}
          connect
          video={false}
          audio={false}
          data-lk-theme="default"
          className="rounded-md"
          data-testid="video-room"
          onDisconnected={(reason) => {
            if (reason === DisconnectReason.ROOM_DELETED) onEnded();
            else setConn({ kind: "lost" });
          }}
          onError={() => setConn({ kind: "blocked", block: "unreachable" })}
        >
          <Stage />
          <RoomAudioRenderer />
          <Controls />
        </LiveKitRoom>
      ) : conn.kind === "loading" ? (
        <p className="text-sm text-gray-700" role="status">
          {t("connecting")}
        </p>
      ) : conn.kind === "lost" ? (
        <Blocked message={t("disconnected")} onRetry={reconnect} retryLabel={t("reconnect")} />
      ) : (
        <BlockedMessage block={conn.block} onRetry={reconnect} />
      )}
    </section>
  );
}

function BlockedMessage({ block, onRetry }: { block: VideoBlock; onRetry: () => void }) {
  const t = useTranslations("interviewRoom.video");
  switch (block) {
    case "notConfigured":
      return (
        <Alert variant="info" data-testid="video-not-configured">
          {t("notConfigured")}
        </Alert>
      );
    case "quota":
      return (
        <Alert variant="danger" data-testid="video-quota">
          {t("quota")}
        </Alert>
      );
    case "storage":
      return (
        <Alert variant="danger" title={t("storage")} data-testid="video-storage">
          {t("storageHelp")}
        </Alert>
      );
    case "notYet":
      return (
        <p className="text-sm text-gray-700" role="status">
          {t("notYet")}
        </p>
      );
    default:
      return <Blocked message={t("unreachable")} onRetry={onRetry} retryLabel={t("reconnect")} />;
  }
}

function Blocked({ message, onRetry, retryLabel }: { message: string; onRetry: () => void; retryLabel: string }) {
  return (
    <Alert
      variant="warning"
      data-testid="video-unreachable"
      action={
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

function Stage() {
  const t = useTranslations("interviewRoom.video");
  const tracks = useTracks(
    [
      { source: Track.Source.Camera, withPlaceholder: true },
      { source: Track.Source.ScreenShare, withPlaceholder: false },
    ],
    { onlySubscribed: false },
  );
  if (tracks.length === 0) return <p className="p-4 text-sm">{t("nobody")}</p>;
  return (
    <GridLayout tracks={tracks} style={{ height: "min(60vh, 520px)" }}>
      <ParticipantTile />
    </GridLayout>
  );
}

/** The limited toolbar: microphone, camera, screen share. No chat, no settings, no removing people. */
function Controls() {
  const t = useTranslations("interviewRoom.video");
  return (
    <div className="flex flex-wrap items-center justify-center gap-2 p-2" role="toolbar" aria-label={t("region")}>
      <TrackToggle source={Track.Source.Microphone} showIcon>
        {t("microphone")}
      </TrackToggle>
      <TrackToggle source={Track.Source.Camera} showIcon>
        {t("camera")}
      </TrackToggle>
      <TrackToggle source={Track.Source.ScreenShare} showIcon>
        {t("screenShare")}
      </TrackToggle>
    </div>
  );
}
