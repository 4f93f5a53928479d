import { describe, expect, it } from "vitest";
import { skillCategorySchema, staticDataSlugSchema } from "@/lib/catalogue/slug-schemas";
import { STATIC_DATA_SLUGS, isStaticDataSlug, toSkillCategory } from "@/lib/catalogue/slugs";
import { groupStacks } from "@/lib/catalogue/queries";

describe("staticDataSlugSchema", () => {
  it("accepts every known slug", () => {
    for (const slug of STATIC_DATA_SLUGS) expect(staticDataSlugSchema.safeParse(slug).success).toBe(true);
  });

  it("accepts a well-formed unknown slug (the query decides 404)", () => {
    expect(staticDataSlugSchema.safeParse("not-a-list").success).toBe(true);
    expect(isStaticDataSlug("not-a-list")).toBe(false);
  });

  it.each(["../../etc", "", "Availability", "job_types", "-lead", "trail-", "a--b", "a b", "a/b", "x".repeat(65)])("rejects %j", (slug) => {
    expect(staticDataSlugSchema.safeParse(slug).success).toBe(false);
  });

  it("accepts 64 characters", () => {
    expect(staticDataSlugSchema.safeParse("x".repeat(64)).success).toBe(true);
  });
});

describe("skill categories", () => {
  it("matches case-insensitively and returns the canonical name", () => {
    expect(toSkillCategory("programming concept")).toBe("Programming Concept");
    expect(skillCategorySchema.parse(" DATABASE ")).toBe("Database");
  });

  it("rejects unknown categories", () => {
    expect(toSkillCategory("Frameworks")).toBeNull();
    expect(skillCategorySchema.safeParse("nope").success).toBe(false);
  });
});

describe("groupStacks", () => {
  it("groups by category keeping input order", () => {
    const rows = [
      { id: "1", name: "AWS", category: "Cloud" },
      { id: "2", name: "GCP", category: "Cloud" },
      { id: "3", name: "MySQL", category: "Database" },
    ];
    const grouped = groupStacks(rows);
    expect(Object.keys(grouped)).toEqual(["Cloud", "Database"]);
    expect(grouped.Cloud.map((r) => r.name)).toEqual(["AWS", "GCP"]);
  });
});
