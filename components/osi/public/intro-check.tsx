"use client";

import { useEffect, useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { CameraPreview, LevelMeter } from "@/components/media/camera-preview";
import { useAnswerRecorder } from "@/components/osi/recorder/use-answer-recorder";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/http/client";
import { clientErrorText } from "@/lib/errors/messages";
import { giveConsent } from "./api";
import { CameraProblem } from "./camera-problem";

export type IntroCheckProps = {
  token: string;
  company: string;
  job: string;
  retentionMonths: number;
  /** Where the interview continues once consent is given. */
  nextHref: string;
  /** Consent given on an earlier visit: the box starts ticked. */
  consented: boolean;
};

/**
 * The intro (issue 16): the camera and microphone check (live preview and a level meter), then
 * consent to record, which says what is kept, for how long and who sees it. The interview cannot
 * start without a working camera and the consent.
 */
export function IntroCheck({ token, company, job, retentionMonths, nextHref, consented }: IntroCheckProps) {
  const t = useTranslations("osi");
  const te = useTranslations("errors");
  const router = useRouter();
  const rec = useAnswerRecorder();
  const { startCamera } = rec;
  const [agreed, setAgreed] = useState(consented);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const boxId = useId();

  useEffect(() => {
    void startCamera();
  }, [startCamera]);

  async function start() {
    setBusy(true);
    setError(null);
    try {
      await giveConsent(token);
      router.push(nextHref);
    } catch (e) {
      setBusy(false);
      setError(isApiError(e) ? clientErrorText(te, e) : te("client.unexpected"));
    }
  }

  const ready = rec.camera.name === "ready";
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="osi-check-title" className="flex flex-col gap-3 rounded-lg border border-[var(--color-line)] bg-white p-4">
        <h2 id="osi-check-title" className="text-lg font-medium">
          {t("intro.checkTitle")}
        </h2>
        <p className="text-sm text-gray-700">{t("intro.checkHelp")}</p>
        <CameraProblemOrPreview rec={rec} />
      </section>

      <section aria-labelledby="osi-consent-title" className="flex flex-col gap-3 rounded-lg border border-[var(--color-line)] bg-white p-4">
        <h2 id="osi-consent-title" className="text-lg font-medium">
          {t("intro.consentTitle")}
        </h2>
        <ul className="list-disc space-y-1 ps-5 text-sm text-gray-800">
          <li>{t("intro.consentWhat")}</li>
          <li>{t("intro.consentHowLong", { months: retentionMonths })}</li>
          <li>{t("intro.consentWho", { company, job })}</li>
          <li>{t("intro.consentNothingElse")}</li>
        </ul>
        <div className="flex items-start gap-2">
          <input id={boxId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} className="mt-1 size-4 accent-[var(--brand)]" data-testid="osi-consent" />
          <label htmlFor={boxId} className="text-sm font-medium">
            {t("intro.consentLabel")}
          </label>
        </div>
        {error ? <Alert variant="danger">{error}</Alert> : null}
        <Button onClick={() => void start()} disabled={!agreed || !ready} loading={busy} className="self-start max-[600px]:w-full" data-testid="osi-consent-start">
          {t("intro.start")}
        </Button>
        {!ready ? <p className="text-xs text-gray-600">{t("intro.needCamera")}</p> : null}
      </section>
    </div>
  );
}

function CameraProblemOrPreview({ rec }: { rec: ReturnType<typeof useAnswerRecorder> }) {
  const t = useTranslations("osi");
  if (rec.camera.name !== "ready") return <CameraProblem camera={rec.camera} onRetry={() => void rec.startCamera()} />;
  return (
    <>
      <CameraPreview stream={rec.stream} label={t("runner.preview")} />
      <LevelMeter stream={rec.stream} label={t("intro.microphone")} />
      <p className="text-sm text-gray-700">{t("intro.checkOk")}</p>
    </>
  );
}
