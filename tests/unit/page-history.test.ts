import { describe, expect, it } from "vitest";
import { MAX_PAGE_PATHS, PAGE_PATHS_KEY, pageKey, popPage, readPagePaths, recordPage, type PathStorage } from "@/lib/shell/page-history";

function memory(initial?: string): PathStorage & { raw: () => string | null } {
  const map = new Map<string, string>();
  if (initial !== undefined) map.set(PAGE_PATHS_KEY, initial);
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), raw: () => map.get(PAGE_PATHS_KEY) ?? null };
}

const visit = (s: PathStorage, url: string) => {
  const [pathname, query = ""] = url.split("?");
  return recordPage(s, pathname, query ? `?${query}` : "");
};
const back = (s: PathStorage, url: string, accept?: (p: string) => boolean) => {
  const [pathname, query = ""] = url.split("?");
  return popPage(s, { pathname, search: query ? `?${query}` : "" }, accept);
};

describe("page history (spec §7)", () => {
  it("keeps the query in the key only when it contains page", () => {
    expect(pageKey("/admin/jobs", "?page=3")).toBe("/admin/jobs?page=3");
    expect(pageKey("/admin/jobs", "page=3&status=active")).toBe("/admin/jobs?page=3&status=active");
    expect(pageKey("/admin/talent/search", "?pageSize=20")).toBe("/admin/talent/search?pageSize=20");
    expect(pageKey("/builder", "?section=resume")).toBe("/builder");
    expect(pageKey("/admin/jobs", "")).toBe("/admin/jobs");
  });

  it("stores the visited pages under the page-paths key of local storage, as JSON", () => {
    const s = memory();
    visit(s, "/profile");
    visit(s, "/builder?section=resume");
    expect(JSON.parse(s.raw()!)).toEqual(["/profile", "/builder"]);
  });

  it("back pops the last path and goes to the one before it, which stays as the page now shown", () => {
    const s = memory();
    visit(s, "/admin/jobs?page=2");
    visit(s, "/admin/jobs/42");
    expect(back(s, "/admin/jobs/42")).toBe("/admin/jobs?page=2");
    expect(readPagePaths(s)).toEqual(["/admin/jobs?page=2"]);
    // Landing there records nothing new.
    visit(s, "/admin/jobs?page=2");
    expect(readPagePaths(s)).toEqual(["/admin/jobs?page=2"]);
  });

  it("answers null with nowhere to go back to", () => {
    const s = memory();
    expect(back(s, "/profile")).toBeNull();
    visit(s, "/profile");
    expect(back(s, "/profile")).toBeNull();
    expect(readPagePaths(s)).toEqual([]);
  });

  it("does not repeat a page visited twice in a row, and another page of the same list replaces the entry", () => {
    const s = memory();
    visit(s, "/admin/dashboard");
    visit(s, "/admin/jobs?page=1");
    visit(s, "/admin/jobs?page=1");
    visit(s, "/admin/jobs?page=4");
    expect(readPagePaths(s)).toEqual(["/admin/dashboard", "/admin/jobs?page=4"]);
    visit(s, "/admin/jobs/9");
    expect(back(s, "/admin/jobs/9")).toBe("/admin/jobs?page=4");
    expect(back(s, "/admin/jobs?page=4")).toBe("/admin/dashboard");
  });

  it("skips the other portal's pages when told which pages are its own", () => {
    const s = memory();
    visit(s, "/admin/jobs");
    visit(s, "/profile");
    visit(s, "/dashboard");
    expect(back(s, "/dashboard", (p) => !p.startsWith("/admin"))).toBe("/profile");
    expect(back(s, "/profile", (p) => !p.startsWith("/admin"))).toBeNull();
  });

  it("never hands back a path that leaves the site, and survives garbage in storage", () => {
    const s = memory(JSON.stringify(["//evil.example/x", "javascript:alert(1)", "/\\evil", 42, "/profile", "https://evil.example"]));
    expect(readPagePaths(s)).toEqual(["/profile"]);
    expect(back(memory("not json"), "/profile")).toBeNull();
    expect(back(memory(JSON.stringify({ a: 1 })), "/profile")).toBeNull();
    expect(readPagePaths(null)).toEqual([]);
  });

  it("keeps at most MAX_PAGE_PATHS entries, dropping the oldest", () => {
    const s = memory();
    for (let i = 0; i < MAX_PAGE_PATHS + 10; i++) visit(s, `/admin/jobs/${i}`);
    const paths = readPagePaths(s);
    expect(paths).toHaveLength(MAX_PAGE_PATHS);
    expect(paths[0]).toBe("/admin/jobs/10");
    expect(paths.at(-1)).toBe(`/admin/jobs/${MAX_PAGE_PATHS + 9}`);
  });

  it("keeps working when storage throws on write", () => {
    const s: PathStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => visit(s, "/profile")).not.toThrow();
    expect(back(s, "/profile")).toBeNull();
  });
});
