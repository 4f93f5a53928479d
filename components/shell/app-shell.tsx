"use client";
import Link from "next/link";
import dynamic from "next/dynamic";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Suspense, useState } from "react";
import { ArrowLeft, Bell, Briefcase, Building2, CalendarClock, CalendarDays, Clock, CircleHelp, FileQuestionMark, FlaskConical, History, LayoutDashboard, Menu, Search, ShieldCheck, UserRound, Users, Video } from "lucide-react";
import { useNavDots } from "@/components/notifications/context";
import { isActive, type NavIcon, type NavItem } from "./nav";
import { TimezoneChip } from "./timezone-chip";
import { UserMenu, type ShellUser } from "./user-menu";
import type { ShellBranding } from "@/lib/shell/types";
import { useMediaQuery } from "./use-media-query";
import { APP_VERSION } from "@/lib/version";
import { useLogout } from "./use-logout";
import { PageHistoryRecorder, usePageBack } from "./use-page-history";

const ICONS: Record<NavIcon, typeof Menu> = {
  dashboard: LayoutDashboard,
  profile: UserRound,
  calendar: CalendarDays,
  jobs: Briefcase,
  users: Users,
  search: Search,
  roles: ShieldCheck,
  departments: Building2,
  mockTalents: FlaskConical,
  availability: CalendarClock,
  businessHours: Clock,
  activity: History,
  notifications: Bell,
  questions: FileQuestionMark,
  practice: Video,
};

const WIDE_QUERY = "(min-width: 1025px)";

/** Each portal's own pages, for the back button; "/admin" itself sends a user on to their home. */
const PORTAL_HOME = { talent: "/profile", admin: "/admin" } as const;
const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin?");
const IN_PORTAL = { talent: (path: string) => !isAdminPath(path), admin: isAdminPath } as const;
const NARROW_QUERY = "(max-width: 599px)";

// The logout confirmation (radix AlertDialog) loads when first asked for, not with every page.
const ConfirmDialog = dynamic(() => import("@/components/ui/confirm-dialog").then((m) => m.ConfirmDialog), { ssr: false });


export function AppShell({
  items,
  branding,
  user,
  portal,
  children,
}: {
  items: NavItem[];
  branding: ShellBranding;
  user: ShellUser | null;
  portal: "talent" | "admin";
  children: React.ReactNode;
}) {
  // Shell links prefetch on intent (pointer or focus), not when they scroll into view: a page would
  // otherwise download the code of every page of the sidebar as part of its own first load.
  const router = useRouter();
  const prefetchOnIntent = (href: string) => ({ prefetch: false as const, onPointerEnter: () => router.prefetch(href), onFocus: () => router.prefetch(href) });
  const t = useTranslations("shell");
  const pathname = usePathname();
  const dots = useNavDots();
  const wide = useMediaQuery(WIDE_QUERY, true);
  const narrow = useMediaQuery(NARROW_QUERY, false);
  // null: follow the window (open above 1024 px) until the user toggles.
  const [userOpen, setUserOpen] = useState<boolean | null>(null);
  // The narrow drawer is open only on the page it was opened on, so following a link closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const expanded = narrow ? drawerPath === pathname : (userOpen ?? wide);
  // Until the user toggles, the layout follows the window by CSS alone, so the server's HTML (which
  // cannot know the width) is already right on a phone before any script runs.
  const auto = narrow ? drawerPath !== pathname : userOpen === null;
  const setOpen = (next: boolean) => {
    if (narrow) setDrawerPath(next ? pathname : null);
    else setUserOpen(next);
  };

  const goBack = usePageBack(PORTAL_HOME[portal], IN_PORTAL[portal]);
  const logout = useLogout();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [confirmUsed, setConfirmUsed] = useState(false);
  if (confirmLogout && !confirmUsed) setConfirmUsed(true);
  // Spec §4.4: leaving a live interview by logging out asks first.
  const requestLogout = () => (pathname.includes("/video-interview") ? setConfirmLogout(true) : void logout());

  const current = items.find((i) => isActive(pathname, i.href));
  const title = current ? t(`nav.${current.key}`) : "";

  return (
    <div className="min-h-screen" data-sidebar={expanded ? "open" : "collapsed"} data-portal={portal}>
      <a href="#main" className="sr-only-focusable fixed left-2 top-2 z-50 rounded bg-white px-3 py-2 text-sm shadow">
        {t("skipToContent")}
      </a>
      <header className="fixed inset-x-0 top-0 z-30 flex h-[60px] items-center gap-3 border-b border-[var(--color-line)] bg-white px-3">
        <button
          type="button"
          onClick={() => setOpen(!expanded)}
          aria-expanded={expanded}
          aria-controls="app-sidebar"
          aria-label={t("toggleSidebar")}
          className="inline-flex h-9 w-9 items-center justify-center rounded-md hover:bg-[var(--color-surface)]"
        >
          <Menu aria-hidden="true" size={20} />
        </button>
        <Link href={portal === "admin" ? "/admin/dashboard" : "/profile"} {...prefetchOnIntent(portal === "admin" ? "/admin/dashboard" : "/profile")} className="flex shrink-0 items-center gap-2" aria-label={branding.name}>
          {/* eslint-disable-next-line @next/next/no-img-element -- tenant logos are arbitrary URLs */}
          <img src={(narrow ? branding.shortLogoUrl : branding.logoUrl) ?? "/brand/default-logo.svg"} alt="" className="h-8 w-auto max-w-[140px]" />
        </Link>
        <button
          type="button"
          onClick={goBack}
          aria-label={t("back")}
          title={t("back")}
          data-testid="shell-back"
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md hover:bg-[var(--color-surface)]"
        >
          <ArrowLeft aria-hidden="true" size={20} />
        </button>
        {/* An empty heading is noise for screen readers: pages without a nav title show none. */}
        {title ? <h1 className="min-w-0 flex-1 truncate text-lg font-medium max-[600px]:text-base">{title}</h1> : <span className="flex-1" />}
        <TimezoneChip companyTimezone={branding.timezone} />
        {branding.helpLink ? (
          <a
            href={branding.helpLink}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm hover:bg-[var(--color-surface)]"
            aria-label={t("helpNewTab")}
          >
            <CircleHelp aria-hidden="true" size={18} />
            <span className="max-[600px]:hidden">{t("help")}</span>
          </a>
        ) : null}
        <UserMenu user={user} portal={portal} onLogout={requestLogout} />
      </header>

      <Suspense fallback={null}>
        <PageHistoryRecorder />
      </Suspense>
      {confirmUsed ? (
        <ConfirmDialog
          open={confirmLogout}
          title={t("logoutConfirmTitle")}
          message={t("logoutConfirmMessage")}
          confirmLabel={t("logout")}
          onCancel={() => setConfirmLogout(false)}
          onConfirm={async () => {
            setConfirmLogout(false);
            await logout();
          }}
        />
      ) : null}
      {narrow && expanded ? <div className="fixed inset-0 top-[60px] z-10 bg-black/30" aria-hidden="true" onClick={() => setOpen(false)} /> : null}

      <nav
        id="app-sidebar"
        aria-label={t("mainNavigation")}
        className={`fixed bottom-0 left-0 top-[60px] z-20 flex-col border-r border-[var(--color-line)] bg-white transition-[width] duration-150 ${
          auto ? "hidden w-[72px] min-[600px]:flex min-[1025px]:w-[262px]" : `${expanded ? "w-[262px]" : "w-[72px]"} ${narrow && !expanded ? "hidden" : "flex"}`
        }`}
      >
        <ul className="flex flex-1 flex-col gap-1 p-3">
          {items.map((item) => {
            const Icon = ICONS[item.icon];
            const active = isActive(pathname, item.href);
            return (
              <li key={item.key}>
                <Link
                  href={item.href}
                  {...prefetchOnIntent(item.href)}
                  aria-current={active ? "page" : undefined}
                  title={expanded ? undefined : t(`nav.${item.key}`)}
                  className={`relative flex h-11 items-center gap-3 rounded-md px-3 text-sm font-medium ${
                    active ? "bg-[var(--brand)] text-white" : "text-[var(--color-ink)] hover:bg-[var(--color-surface)]"
                  }`}
                >
                  <Icon aria-hidden="true" size={20} className="shrink-0" />
                  <span className={auto ? "sr-only min-[1025px]:not-sr-only min-[1025px]:truncate" : expanded ? "truncate" : "sr-only"}>{t(`nav.${item.key}`)}</span>
                  {item.dot || dots[item.key] ? (
                    <span data-testid={`nav-dot-${item.key}`} className="absolute right-2 top-2 h-2 w-2 rounded-full bg-[var(--color-danger)]">
                      <span className="sr-only">{t("newActivity")}</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className={`border-t border-[var(--color-line)] p-3 text-xs text-[var(--color-muted)] ${auto ? "max-[1024px]:text-center" : expanded ? "" : "text-center"}`}>
          {branding.isSKClient && (auto || expanded) ? <p className={`mb-1 ${auto ? "max-[1024px]:hidden" : ""}`}>{t("poweredBy")}</p> : null}
          <p data-testid="app-version">{APP_VERSION}</p>
        </div>
      </nav>

      <div className={`pt-[60px] transition-[padding] duration-150 ${auto ? "min-[600px]:pl-[72px] min-[1025px]:pl-[262px]" : narrow ? "" : expanded ? "pl-[262px]" : "pl-[72px]"}`}>
        <main id="main" tabIndex={-1} className="min-h-[calc(100vh-60px)] p-6 outline-none max-[600px]:p-3">
          {children}
        </main>
        {branding.isSKClient ? (
          <footer className="border-t border-[var(--color-line)] bg-white px-6 py-3 text-center text-xs text-[var(--color-muted)]">{t("poweredBy")}</footer>
        ) : null}
      </div>
    </div>
  );
}
