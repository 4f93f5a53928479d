"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/loader";
import type { CameraState } from "@/components/osi/recorder/use-answer-recorder";

/**
 * What the candidate sees while the camera is not on: starting, or why it failed. A refusal shows
 * spec §8's message (camera or microphone access restricted, enable the permissions).
 */
export function CameraProblem({ camera, onRetry }: { camera: CameraState; onRetry: () => void }) {
  const t = useTranslations("osi");
  const te = useTranslations("errors");
  if (camera.name === "ready") return null;
  if (camera.name === "starting") return <Spinner label={t("camera.starting")} className="self-center" />;
  const retry =
    camera.name === "unsupported" ? undefined : (
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t("camera.tryAgain")}
      </Button>
    );
  if (camera.name === "denied") {
    return (
      <Alert variant="danger" title={te("other.mediaAccessRestrictedTitle")} action={retry} data-testid="osi-camera-denied">
        {te("other.mediaAccessRestrictedMessage")}
      </Alert>
    );
  }
  return (
    <Alert variant="danger" action={retry} data-testid="osi-camera-problem">
      {t(`camera.${camera.name}`)}
    </Alert>
  );
}
