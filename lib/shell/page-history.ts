/**
 * The page history of first document §7: local storage `page-paths` holds the pages visited, back
 * pops the last path, and the stored key keeps the query only when it contains "page" (so going
 * back to a list returns to the page of it the user was on). Pure over an injectable storage so
 * every rule is unit-tested; components/shell/use-page-history.ts wires it to the router.
 */
export const PAGE_PATHS_KEY = "page-paths";
/** Enough for any real back chain; older entries fall off so storage never grows without end. */
export const MAX_PAGE_PATHS = 50;

export type PathStorage = Pick<Storage, "getItem" | "setItem">;

/** Same-origin paths only: a tampered entry must never send the router to another site. */
function isSafePath(p: unknown): p is string {
  return typeof p === "string" && p.length <= 2048 && p.startsWith("/") && !p.startsWith("//") && !p.startsWith("/\\") && !/[\u0000-\u001f\u007f]/.test(p);
}

/** The stored key of a page: its path, plus its query only when the query contains "page". */
export function pageKey(pathname: string, search: string): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  return query.includes("page") ? `${pathname}?${query}` : pathname;
}

const pathOf = (key: string) => key.split("?")[0];

export function readPagePaths(storage: PathStorage | null): string[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PAGE_PATHS_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isSafePath) : [];
  } catch {
    return [];
  }
}

function writePagePaths(storage: PathStorage | null, paths: string[]): void {
  try {
    storage?.setItem(PAGE_PATHS_KEY, JSON.stringify(paths.slice(-MAX_PAGE_PATHS)));
  } catch {
    // Storage full or blocked: back then falls back to the portal's home.
  }
}

/**
 * Records a visit. The same key twice in a row is one entry; another page of the same list (same
 * path, another `?page=`) replaces the entry, so back leaves the list rather than stepping through it.
 */
export function recordPage(storage: PathStorage | null, pathname: string, search: string): string[] {
  const key = pageKey(pathname, search);
  if (!isSafePath(key)) return readPagePaths(storage);
  const paths = readPagePaths(storage);
  const last = paths.at(-1);
  if (last === key) return paths;
  if (last !== undefined && pathOf(last) === pathname) paths[paths.length - 1] = key;
  else paths.push(key);
  writePagePaths(storage, paths);
  return paths;
}

/**
 * Back: pops the last path (the page being left, and any copy of it) and answers the page before
 * it, which stays on top as the page now shown. Entries `accept` refuses (another portal's pages)
 * are popped on the way. Null when there is nowhere to go back to.
 */
export function popPage(storage: PathStorage | null, current: { pathname: string; search: string }, accept: (path: string) => boolean = () => true): string | null {
  const paths = readPagePaths(storage);
  const here = pageKey(current.pathname, current.search);
  while (paths.length > 0 && (paths.at(-1) === here || pathOf(paths.at(-1)!) === current.pathname || !accept(paths.at(-1)!))) paths.pop();
  writePagePaths(storage, paths);
  return paths.at(-1) ?? null;
}
