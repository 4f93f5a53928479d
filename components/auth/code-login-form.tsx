"use client";

import { APPLIED_JOB_KEY, APPLY_ERROR_KEY } from "@/components/shell/applied-job-notice";
import { useEffect, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { requestCodeAction, verifyCodeAction } from "@/lib/auth/code-actions";
import type { RequestCodeInput } from "@/lib/auth/code-schemas";
import { CLIENT_ERROR_CODES as ERROR_CODES } from "@/lib/errors/client-codes";
import { resolveErrorText } from "@/lib/errors/messages";
import { CodeStep, IdentifyStep, NameStep, PublicSendStep } from "./code-login-steps";

export type CodeLoginFormProps =
  | { flow: "email" }
  | { flow: "external" }
  | { flow: "job"; jobId: string }
  | { flow: "public"; publicToken: string; maskedEmail: string };

type Sent = { codeId: string; request: RequestCodeInput; shownEmail: string; validForMin: number; resendAt: number };

/** Hands the outcome of a job application to the talent shell's one-time notice (spec §4.4). */
function rememberApplication(applied: boolean, applyError: number | null) {
  try {
    if (applied) localStorage.setItem(APPLIED_JOB_KEY, "true");
    else if (applyError) localStorage.setItem(APPLY_ERROR_KEY, String(applyError));
  } catch {
    // Storage may be unavailable (private mode); the application itself is recorded either way.
  }
}

type ActionResultLike = { serverError?: unknown; validationErrors?: unknown } | undefined;

function failureOf(result: ActionResultLike): { code: number } {
  const server = result?.serverError as { code?: number } | undefined;
  if (server?.code) return { code: server.code };
  return { code: result?.validationErrors ? ERROR_CODES.invalidRequest : ERROR_CODES.unexpectedError };
}

/** Spec §4.4: a job login remembers its job, so logout returns to that job's login. */
function rememberJob(jobId: string | null): void {
  try {
    if (jobId) localStorage.setItem("jobId", jobId);
    else localStorage.removeItem("jobId");
  } catch {
    // Storage may be disabled; the session claims carry the job as well.
  }
}

/**
 * Sign-in with a one-time e-mailed code, for the e-mail, external, job and public doors:
 * address (or public link) → code → (a new candidate's name, if it was left empty) → signed in.
 */
export function CodeLoginForm(props: CodeLoginFormProps) {
  const { flow } = props;
  const t = useTranslations("authCode");
  const tErrors = useTranslations("errors");
  const router = useRouter();
  const [step, setStep] = useState<"identify" | "code" | "name">("identify");
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<{ code: number } | null>(null);
  const [notice, setNotice] = useState<"sent" | "resent" | null>(null);
  const [pending, startTransition] = useTransition();
  const [resending, startResend] = useTransition();
  const [leaving, setLeaving] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const alertRef = useRef<HTMLDivElement>(null);
  const [identity, setIdentity] = useState({ email: "", fullName: "" });

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  // Ticks only while a resend countdown runs.
  const resendIn = sent ? Math.max(0, Math.ceil((sent.resendAt - now) / 1000)) : 0;
  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendIn]);

  async function send(request: RequestCodeInput, shownEmail: string): Promise<boolean> {
    const result = await requestCodeAction(request);
    const data = result?.data;
    if (!data) {
      setFailure(failureOf(result));
      return false;
    }
    const at = Date.now();
    setNow(at);
    setSent({ codeId: data.codeId, request, shownEmail, validForMin: data.validForMin, resendAt: at + data.resendAfterSec * 1000 });
    return true;
  }

  function requestFor(values: { email: string; fullName: string }): RequestCodeInput {
    if (props.flow === "email") return { flow: "email", email: values.email };
    if (props.flow === "job") return { flow: "job", email: values.email, fullName: values.fullName, jobId: props.jobId };
    if (props.flow === "external") return { flow: "external", email: values.email, fullName: values.fullName };
    return { flow: "public", token: props.publicToken };
  }

  const onIdentify = (values: { email: string; fullName: string }) => {
    setFailure(null);
    setIdentity(values);
    startTransition(async () => {
      const shown = props.flow === "public" ? props.maskedEmail : values.email;
      if (await send(requestFor(values), shown)) {
        setNotice("sent");
        setStep("code");
      }
    });
  };

  const onResend = () => {
    if (!sent) return;
    setFailure(null);
    startResend(async () => {
      if (await send(sent.request, sent.shownEmail)) setNotice("resent");
    });
  };

  const verify = (enteredCode: string, fullName: string) => {
    if (!sent) return;
    setFailure(null);
    startTransition(async () => {
      const result = await verifyCodeAction({
        flow,
        codeId: sent.codeId,
        code: enteredCode,
        fullName,
        ...(props.flow === "job" ? { jobId: props.jobId } : {}),
      });
      const data = result?.data;
      if (data?.status === "needsName") {
        setCode(enteredCode);
        setNotice(null);
        setStep("name");
        return;
      }
      if (data?.status === "signedIn") {
        setLeaving(true);
        rememberJob(data.jobId);
        rememberApplication(data.applied, data.applyError);
        router.replace(data.redirectTo);
        router.refresh();
        return;
      }
      // A code that died meanwhile (expired, used up) cannot finish the name step: back to the code.
      if (step === "name") setStep("code");
      setFailure(failureOf(result));
    });
  };

  const busy = pending || leaving;
  const failureText = failure ? resolveErrorText(tErrors, failure) || tErrors("text_response_10000") : "";

  return (
    <div className="flex flex-col gap-4" data-flow={flow} data-step={step}>
      {failureText ? (
        <Alert variant="danger" ref={alertRef} tabIndex={-1} className="outline-none" data-testid="code-login-error" data-code={failure?.code}>
          {failureText}
        </Alert>
      ) : null}
      {notice && sent && step === "code" ? (
        <Alert variant="info" data-testid="code-sent">
          {notice === "resent" ? t("codeResent") : t(`codeSent.${flow === "job" ? "external" : flow}`, { email: sent.shownEmail, minutes: sent.validForMin })}
        </Alert>
      ) : null}

      {step === "identify" && props.flow === "public" ? <PublicSendStep maskedEmail={props.maskedEmail} busy={busy} onSend={() => onIdentify(identity)} /> : null}
      {step === "identify" && props.flow !== "public" ? <IdentifyStep withName={props.flow !== "email"} busy={busy} initial={identity} onSubmit={onIdentify} /> : null}
      {step === "code" ? (
        <CodeStep
          busy={busy}
          resendIn={resendIn}
          resending={resending}
          onSubmit={(entered) => verify(entered, identity.fullName)}
          onResend={onResend}
          onChangeEmail={
            props.flow === "public"
              ? undefined
              : () => {
                  setFailure(null);
                  setNotice(null);
                  setStep("identify");
                }
          }
        />
      ) : null}
      {step === "name" ? <NameStep busy={busy} onSubmit={(fullName) => verify(code, fullName)} /> : null}
    </div>
  );
}
