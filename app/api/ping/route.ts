/** Bare baseline for `npm run bench`: no database, no tenant lookup in the handler. */
export const dynamic = "force-dynamic";

export function GET() {
  return new Response("ok", { headers: { "content-type": "text/plain", "cache-control": "no-store" } });
}
