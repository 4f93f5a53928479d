import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The routes that exist on disk, found by walking app/ the way Next does, so that the
 * access-matrix tests cover a route the moment its file is added. Plain node (no Next, no
 * aliases): the unit, integration and Playwright tests all import it.
 */
export const APP_DIR = path.join(process.cwd(), "app");

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

function walk(dir: string, fileName: RegExp, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Private folders (_x) are not routes in Next.
      if (!entry.name.startsWith("_")) walk(full, fileName, out);
    } else if (fileName.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

/**
 * The URL pattern of a route folder: route groups `(x)` vanish, `[param]`, `[...rest]` and
 * `[[...rest]]` segments stay as written (the shape PAGE_ROUTES uses).
 */
export function patternOfFolder(folder: string): string {
  const segments = path
    .relative(APP_DIR, folder)
    .split(path.sep)
    .filter((s) => s && !(s.startsWith("(") && s.endsWith(")")) && !s.startsWith("@"));
  return "/" + segments.join("/");
}

export type RouteFile = { file: string; relative: string; pattern: string };

function routeFiles(fileName: RegExp): RouteFile[] {
  return walk(APP_DIR, fileName)
    .map((file) => ({ file, relative: path.relative(process.cwd(), file).split(path.sep).join("/"), pattern: patternOfFolder(path.dirname(file)) }))
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** Every `app/**\/page.tsx` (or .ts/.jsx/.js). */
export function pageFiles(): RouteFile[] {
  return routeFiles(/^page\.(tsx|ts|jsx|js)$/);
}

/** Every `app/api/**\/route.ts` (or .js). */
export function apiRouteFiles(): RouteFile[] {
  return routeFiles(/^route\.(ts|js)$/).filter((r) => r.pattern === "/api" || r.pattern.startsWith("/api/"));
}

/** Names of the dynamic segments of a pattern, in order. */
export function paramNames(pattern: string): { name: string; catchAll: boolean; optional: boolean }[] {
  return pattern
    .split("/")
    .filter((s) => s.startsWith("["))
    .map((s) => {
      const optional = s.startsWith("[[");
      const inner = s.replace(/^\[+/, "").replace(/\]+$/, "");
      const catchAll = inner.startsWith("...");
      return { name: catchAll ? inner.slice(3) : inner, catchAll, optional };
    });
}

/**
 * A concrete URL path for a pattern and the `params` object Next would hand the handler.
 * Values not given default to a harmless sample ("sample-<name>").
 */
export function fillPattern(pattern: string, values: Record<string, string | string[]> = {}): { path: string; params: Record<string, string | string[]> } {
  const params: Record<string, string | string[]> = {};
  const parts = pattern.split("/").map((seg) => {
    if (!seg.startsWith("[")) return seg;
    const [p] = paramNames(seg);
    const v = values[p.name] ?? (p.catchAll ? [`sample-${p.name}`] : `sample-${p.name}`);
    params[p.name] = v;
    return (Array.isArray(v) ? v : [v]).map(encodeURIComponent).join("/");
  });
  return { path: parts.join("/") || "/", params };
}
