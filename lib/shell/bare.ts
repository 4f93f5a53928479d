/**
 * Routes rendered without navigation chrome (route table `bare: true`, e.g. the video interview):
 * proxy.ts sets this request header for them, after deleting any copy the client sent, and the
 * portal layout renders its children without the app shell.
 */
export const BARE_ROUTE_HEADER = "x-bare-route";

export function isBareRoute(headers: Pick<Headers, "get">): boolean {
  return headers.get(BARE_ROUTE_HEADER) === "1";
}
