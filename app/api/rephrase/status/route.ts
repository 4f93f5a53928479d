import { apiRoute } from "@/lib/api/route";
import { aiConfigured } from "@/lib/ai";

/** Whether rephrasing can work here, so the button can say it is not configured before a click. */
export const GET = apiRoute({ access: "signedIn" }, async () => ({ configured: aiConfigured() }));
