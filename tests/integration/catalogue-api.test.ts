import { afterAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { count } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { specialities, stacks, staticDataItems } from "@/db/schema";
import { seedCatalogue } from "@/db/seed/catalogue";
import { SKILL_CATEGORIES, SPECIALITIES, STACKS, STATIC_DATA, STATIC_DATA_SLUGS } from "@/lib/catalogue/data";
import { GET as getStaticData } from "@/app/api/static-data/[slug]/route";
import { GET as getSpecialities } from "@/app/api/candidate/specialities/route";
import { GET as getStacks } from "@/app/api/candidate/stacks/route";

type Json = Record<string, unknown> & { results?: unknown; code?: number };

function request(path: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(`http://localhost${path}`, { headers: { "x-tenant": "demo", ...headers } });
}

const ctx = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });

async function staticData(slug: string, query = "", headers: Record<string, string> = {}) {
  const res = await getStaticData(request(`/api/static-data/${encodeURIComponent(slug)}${query}`, headers), ctx({ slug }));
  return { res, body: (await res.json()) as Json };
}

const TOTAL_STACKS = Object.values(STACKS).flat().length;
const TOTAL_ITEMS = STATIC_DATA_SLUGS.reduce((n, s) => n + STATIC_DATA[s].length, 0);

afterAll(async () => {
  await closeDb();
});

describe("GET /api/static-data/{slug}", () => {
  it("returns the list in spec order with English labels and a cacheable response", async () => {
    const { res, body } = await staticData("availability");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("vary")).toContain("Accept-Language");
    const results = body.results as { value: string; label: string }[];
    expect(results).toHaveLength(10);
    expect(results[0]).toEqual({ value: "IMMEDIATELY", label: "Immediately" });
    expect(results.map((r) => r.label)).toEqual(STATIC_DATA.availability.map((e) => e.en));
  });

  it("serves every known list in full", async () => {
    for (const slug of STATIC_DATA_SLUGS) {
      const { res, body } = await staticData(slug);
      expect(res.status, slug).toBe(200);
      expect((body.results as unknown[]).length, slug).toBe(STATIC_DATA[slug].length);
    }
  });

  it("returns French labels for ?locale=fr", async () => {
    const { res, body } = await staticData("marital-status", "?locale=fr");
    expect(res.status).toBe(200);
    expect(body.results).toEqual(STATIC_DATA["marital-status"].map((e) => ({ value: e.value, label: e.fr })));
    expect((body.results as { label: string }[])[4].label).toBe("Célibataire");
  });

  it("falls back to the NEXT_LOCALE cookie, then Accept-Language, and lets ?locale win", async () => {
    const first = async (query: string, headers: Record<string, string>) =>
      ((await staticData("availability", query, headers)).body.results as { label: string }[])[0].label;
    expect(await first("", { cookie: "NEXT_LOCALE=fr" })).toBe("Immédiatement");
    expect(await first("", { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" })).toBe("Immédiatement");
    expect(await first("", { cookie: "NEXT_LOCALE=en", "accept-language": "fr" })).toBe("Immediately");
    expect(await first("?locale=en", { cookie: "NEXT_LOCALE=fr" })).toBe("Immediately");
    expect(await first("", { "accept-language": "de-DE" })).toBe("Immediately");
  });

  it("answers 404 with code 10001 for a well-formed unknown slug", async () => {
    const { res, body } = await staticData("no-such-list");
    expect(res.status).toBe(404);
    expect(body.code).toBe(10001);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it.each(["../../etc", "Availability", "a".repeat(65), "job_types"])("answers 400 with code 10001 for slug %j", async (slug) => {
    const { res, body } = await staticData(slug);
    expect(res.status).toBe(400);
    expect(body.code).toBe(10001);
  });

  it("rejects an unsupported locale parameter", async () => {
    const { res, body } = await staticData("availability", "?locale=de");
    expect(res.status).toBe(400);
    expect(body.code).toBe(10001);
  });

  it("answers 404 with code 10002 for an unknown tenant", async () => {
    const { res, body } = await staticData("availability", "", { "x-tenant": "nosuch" });
    expect(res.status).toBe(404);
    expect(body.code).toBe(10002);
  });

  it("is the same for every tenant", async () => {
    const demo = await staticData("job-types");
    const acme = await staticData("job-types", "", { "x-tenant": "acme" });
    expect(acme.res.status).toBe(200);
    expect(acme.body.results).toEqual(demo.body.results);
  });
});

describe("GET /api/candidate/specialities", () => {
  it("lists specialities in display order", async () => {
    const res = await getSpecialities(request("/api/candidate/specialities"), ctx());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const results = ((await res.json()) as Json).results as { id: string; name: string }[];
    expect(results.map((r) => r.name)).toEqual([...SPECIALITIES]);
    expect(results[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 404 with code 10002 for an unknown tenant", async () => {
    const res = await getSpecialities(request("/api/candidate/specialities", { "x-tenant": "nosuch" }), ctx());
    expect(res.status).toBe(404);
    expect(((await res.json()) as Json).code).toBe(10002);
  });
});

describe("GET /api/candidate/stacks", () => {
  async function stacksOf(query = "") {
    const res = await getStacks(request(`/api/candidate/stacks${query}`), ctx());
    return { res, body: (await res.json()) as Json };
  }

  it("lists every technology ordered by category then name", async () => {
    const { res, body } = await stacksOf();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const results = body.results as { id: string; name: string; category: string }[];
    expect(results).toHaveLength(TOTAL_STACKS);
    const keys = results.map((r) => [r.category, r.name.toLowerCase()] as const);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) : a[0] < b[0] ? -1 : 1));
    expect(keys).toEqual(sorted);
  });

  it("filters by category, case-insensitively", async () => {
    const { res, body } = await stacksOf("?category=programming%20concept");
    expect(res.status).toBe(200);
    const results = body.results as { name: string; category: string }[];
    expect(results.every((r) => r.category === "Programming Concept")).toBe(true);
    expect(results.map((r) => r.name).sort()).toEqual([...STACKS["Programming Concept"]].sort());
  });

  it("groups by category with ?grouped=1", async () => {
    const { res, body } = await stacksOf("?grouped=1");
    expect(res.status).toBe(200);
    const grouped = body.results as Record<string, { name: string }[]>;
    expect(Object.keys(grouped).sort()).toEqual([...SKILL_CATEGORIES].sort());
    expect(grouped.Cloud.map((r) => r.name)).toEqual(expect.arrayContaining(["AWS", "Azure", "GCP"]));
  });

  it("rejects an unknown category with code 10001", async () => {
    const { res, body } = await stacksOf("?category=Frameworks");
    expect(res.status).toBe(400);
    expect(body.code).toBe(10001);
  });
});

describe("seedCatalogue", () => {
  async function counts() {
    const db = getDb();
    const [[items], [specs], [techs]] = await Promise.all([
      db.select({ n: count() }).from(staticDataItems),
      db.select({ n: count() }).from(specialities),
      db.select({ n: count() }).from(stacks),
    ]);
    return { items: items.n, specs: specs.n, techs: techs.n };
  }

  it("is idempotent: seeding again leaves the counts unchanged", async () => {
    const before = await counts();
    expect(before).toEqual({ items: TOTAL_ITEMS, specs: SPECIALITIES.length, techs: TOTAL_STACKS });
    await seedCatalogue(getDb(), () => {});
    await seedCatalogue(getDb(), () => {});
    expect(await counts()).toEqual(before);
  });
});
