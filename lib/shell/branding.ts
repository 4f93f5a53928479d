import type { Tenant } from "@/lib/tenancy/queries";
import type { ShellBranding } from "./types";

export function shellBranding(t: Tenant, portal: "talent" | "admin"): ShellBranding {
  return {
    name: t.name,
    logoUrl: t.logoUrl,
    shortLogoUrl: t.shortLogoUrl,
    isSKClient: t.isSKClient,
    timezone: t.timezone,
    helpLink: portal === "talent" ? t.talentHelpLink : t.adminHelpLink,
  };
}
