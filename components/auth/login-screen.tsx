"use client";

import Link from "next/link";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { Portal } from "@/lib/auth/identity";
import { LOGIN_PATHS } from "@/lib/auth/redirect";
import { ARTWORK_SIZE, artworkSrc, type LoginArtwork } from "@/lib/auth/login-artwork";
import { Alert } from "@/components/ui/alert";
import { LegalHelpLine } from "./legal-dialogs";

/**
 * The password form, for the talent, admin and cloud sections only: the code, recovery and other
 * sections' pages do not download it (decision D80). Rendered on the server as before; on a
 * password section its chunk loads with the page.
 */
const CredentialsForm = dynamic(() => import("./credentials-form").then((m) => m.CredentialsForm));

/** Spec §2.1: every login route is one screen with sections. */
export type LoginSection = "talentLogin" | "adminLogin" | "cloudLogin" | "forgotPassword" | "resetPassword" | "emailLogin" | "externalLogin" | "publicLogin";

export type LoginBranding = { name: string; logoUrl: string | null };

const PASSWORD_SECTIONS: Partial<Record<LoginSection, Portal>> = {
  talentLogin: "talent",
  adminLogin: "admin",
  cloudLogin: "cloud",
};

const textLink = "rounded-sm font-medium text-[var(--brand)] hover:underline";

function SectionSwitch({ section, backHref = LOGIN_PATHS.talent }: { section: LoginSection; backHref?: string | null }) {
  const t = useTranslations("auth");
  const link = (href: string) => {
    function SwitchLink(chunks: React.ReactNode) {
      return (
        <Link href={href} className={textLink}>
          {chunks}
        </Link>
      );
    }
    return SwitchLink;
  };
  if (section === "talentLogin") return <p className="text-center text-sm">{t.rich("switch.toAdmin", { link: link(LOGIN_PATHS.admin) })}</p>;
  if (section === "adminLogin") return <p className="text-center text-sm">{t.rich("switch.toTalent", { link: link(LOGIN_PATHS.talent) })}</p>;
  if (section === "cloudLogin") return <p className="text-center text-sm">{t.rich("switch.fromCloud", { link: link(LOGIN_PATHS.admin) })}</p>;
  if (!backHref) return null;
  return (
    <p className="text-center text-sm">
      <Link href={backHref} className={textLink}>
        {t("backToLogin")}
      </Link>
    </p>
  );
}

/** The talent section's way to sign in without a password (spec §2.1 /email-login). */
function EmailCodeLink() {
  const t = useTranslations("authCode");
  return (
    <p className="mt-4 text-center text-sm">
      <Link href="/email-login" className={textLink}>
        {t("withCode")}
      </Link>
    </p>
  );
}

/** A transparent pixel: narrow screens (no artwork) download nothing. */
const BLANK = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * The audience's artwork, beside the form from 1025 px and above it from 600 px; none on phones,
 * where the form comes first. Decorative (alt ""), sized by its attributes so nothing shifts, and
 * chosen by `<source media>` so a phone never fetches it.
 */
function LoginArt({ artwork }: { artwork: LoginArtwork }) {
  return (
    <picture className="hidden shrink-0 min-[600px]:block" data-testid="login-artwork" data-artwork={artwork}>
      <source media="(min-width: 600px)" srcSet={artworkSrc(artwork)} type="image/svg+xml" />
      <img src={BLANK} alt="" width={ARTWORK_SIZE.width} height={ARTWORK_SIZE.height} decoding="async" fetchPriority="high" className="h-auto w-[240px] min-[1025px]:w-[400px]" />
    </picture>
  );
}

/**
 * The login screen. `from` must already be a safe same-origin path (see lib/auth/redirect.ts);
 * the server checks it again before redirecting. Sections without a password form render their
 * own body as `children`; `backHref` is where their "back to sign in" link goes (null: none).
 */
export function LoginScreen({
  section,
  branding,
  from,
  children,
  backHref,
  audience: audienceProp,
  artwork,
  notice,
}: {
  section: LoginSection;
  branding: LoginBranding;
  from?: string;
  children?: React.ReactNode;
  backHref?: string | null;
  /** Whose terms the help line shows; sections shared by both doors (forgot, reset) say. */
  audience?: "candidate" | "company";
  /** Whose artwork shows; by default the talent's for candidates' sections, the admin's otherwise. */
  artwork?: LoginArtwork;
  /** A message the page was sent here with, e.g. the session-expired text (spec §8). */
  notice?: string;
}) {
  const t = useTranslations("auth");
  const portal = PASSWORD_SECTIONS[section];
  const audience = audienceProp ?? (section === "talentLogin" || section === "externalLogin" || section === "emailLogin" || section === "publicLogin" ? "candidate" : "company");

  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10 min-[1025px]:flex-row min-[1025px]:gap-16 max-[600px]:justify-start max-[600px]:px-3 max-[600px]:py-6"
      data-section={section}
    >
      <LoginArt artwork={artwork ?? (audience === "candidate" ? "talent" : "admin")} />
      <div className="w-full max-w-[420px] rounded-xl border border-[var(--color-line)] bg-white p-8 shadow-sm max-[600px]:p-5">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          {/* eslint-disable-next-line @next/next/no-img-element -- tenant logos are arbitrary URLs */}
          <img src={branding.logoUrl ?? "/brand/default-logo.svg"} alt={branding.name} className="h-10 w-auto max-w-[200px] object-contain" />
          <h1 className="text-xl font-medium text-[var(--color-ink)]">{t(`sections.${section}.title`)}</h1>
          <p className="text-sm text-[var(--color-muted)]">{t(`sections.${section}.subtitle`, { company: branding.name })}</p>
        </div>

        {notice ? (
          <Alert variant="warning" className="mb-4" data-testid="login-notice">
            {notice}
          </Alert>
        ) : null}

        {portal ? (
          <CredentialsForm portal={portal} from={from} />
        ) : children ? (
          children
        ) : (
          <p className="rounded-md bg-[var(--color-surface)] p-4 text-center text-sm text-[var(--color-muted)]">{t("sections.unavailable")}</p>
        )}

        {section === "talentLogin" ? <EmailCodeLink /> : null}

        <div className="mt-6 flex flex-col gap-4">
          <SectionSwitch section={section} backHref={backHref} />
          <LegalHelpLine audience={audience} company={branding.name} />
        </div>
      </div>
    </main>
  );
}
