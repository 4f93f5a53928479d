import { apiRoute } from "@/lib/api/route";
import { cloudStoragePermission } from "@/lib/tenancy/cloud-storage";

/** First document §7 `GET permission/cloud`: whether this company may store files in the cloud. */
export const GET = apiRoute({ access: "signedIn" }, async ({ tenant }) => ({ storagePermission: await cloudStoragePermission(tenant.id) }));
