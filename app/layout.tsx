import type { Metadata, Viewport } from "next";
import { getLocale } from "next-intl/server";
// Rubik in Latin and Latin Extended, each face with its unicode-range (app/fonts.css, D88).
import "./fonts.css";
import "./globals.css";
import { currentTenantOrNull } from "@/lib/tenancy/server";
import { ScrollToTop } from "@/components/shell/scroll-to-top";
import { TagManager } from "@/components/shell/tag-manager";

export async function generateMetadata(): Promise<Metadata> {
  const tenant = await currentTenantOrNull().catch(() => null);
  return {
    title: { default: tenant?.name ?? "Talent", template: `%s · ${tenant?.name ?? "Talent"}` },
    icons: tenant?.shortLogoUrl ? [{ url: tenant.shortLogoUrl }] : undefined,
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [locale, tenant] = await Promise.all([getLocale(), currentTenantOrNull().catch(() => null)]);
  return (
    <html lang={locale}>
      <body>
        {tenant?.tagManagerId ? <TagManager id={tenant.tagManagerId} /> : null}
        {/* No messages here: each page or layout sends its client components the namespaces they
            render through <ClientMessages> (components/i18n/client-messages.tsx). */}
        <ScrollToTop />
        {children}
      </body>
    </html>
  );
}
