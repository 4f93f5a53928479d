import type { Tenant } from "./queries";

import { APP_VERSION } from "@/lib/version";

export { APP_VERSION };

/** `GET config`: what any visitor may know about the company (no credentials needed). */
export function companyConfig(t: Tenant) {
  return {
    companyId: t.id,
    slug: t.slug,
    companyName: t.name,
    logo: t.logoUrl,
    shortLogo: t.shortLogoUrl,
    tagManagerId: t.tagManagerId,
    isSKClient: t.isSKClient,
    status: t.status,
  };
}

/** `GET app-config`: timezone, module switches and help links. */
export function appConfig(t: Tenant) {
  return {
    timeZone: t.timezone,
    modules: t.modules,
    talentHelpLink: t.talentHelpLink,
    adminHelpLink: t.adminHelpLink,
    maintenanceMode: t.maintenanceMode,
    version: APP_VERSION,
    locales: ["en", "fr"],
  };
}

export const MODULE_TYPE = /^[a-z][A-Za-z]{0,40}Module$/;
