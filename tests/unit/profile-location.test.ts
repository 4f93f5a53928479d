import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, isCountryCode } from "@/lib/profiles/location/data";
import { REGIONS } from "@/lib/profiles/location/regions";
import { LocalLocationProvider, createLocationProvider, isResolvedPlace } from "@/lib/profiles/location/provider";
import { clampView, initialView, moveBy, sourceRect, zoomBy } from "@/components/profile/builder/crop-math";

const local = new LocalLocationProvider();

describe("local location provider", () => {
  it("has every market the product serves first, with states and cities", () => {
    for (const code of ["US", "CA", "FR", "IN", "GB"]) expect(Object.keys(REGIONS[code]).length).toBeGreaterThan(3);
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
    expect(isCountryCode("FR")).toBe(true);
    expect(isCountryCode("ZZ")).toBe(false);
  });

  it("predicts cities, states and countries and resolves the chosen one with all its parts", async () => {
    const found = await local.predict("toron");
    expect(found[0].label).toBe("Toronto, Ontario, Canada");
    const place = await local.details(found[0].placeId);
    expect(place).toMatchObject({ countryCode: "CA", country: "Canada", state: "Ontario", locality: "Toronto" });
    expect(isResolvedPlace(place)).toBe(true);
  });

  it("answers in the reader's language and finds a country by its French name", async () => {
    const found = await local.predict("allemagne", { locale: "fr" });
    expect(found[0]).toEqual({ placeId: "DE", label: "Allemagne" });
    const place = await local.details("DE", { locale: "fr" });
    expect(place).toMatchObject({ country: "Germany", countryCode: "DE", label: "Allemagne", state: "", locality: "" });
  });

  it("returns nothing for unknown ids and counts an empty place as unresolved", async () => {
    expect(await local.details("ZZ")).toBeNull();
    expect(await local.details("US|Atlantis")).toBeNull();
    expect(isResolvedPlace({ country: "", countryCode: "", state: "", locality: "" })).toBe(false);
    expect(await local.predict("   ")).toEqual([]);
  });

  it("falls back to the local provider for an unknown configured name", () => {
    expect(createLocationProvider("google").id).toBe("local");
    expect(createLocationProvider(undefined).id).toBe("local");
  });
});

describe("photo crop arithmetic", () => {
  const img = { width: 800, height: 400 };
  it("starts centred at zoom 1 with the shorter side filling the square", () => {
    const v = initialView(img);
    expect(sourceRect(img, v)).toEqual({ sx: 200, sy: 0, side: 400 });
  });

  it("keeps the square inside the image whatever the moves and zooms", () => {
    let v = initialView(img);
    v = moveBy(img, v, -10_000, -10_000, 240);
    expect(sourceRect(img, v)).toEqual({ sx: 0, sy: 0, side: 400 });
    v = zoomBy(img, v, 100);
    expect(v.zoom).toBe(4);
    v = zoomBy(img, v, -100);
    expect(v.zoom).toBe(1);
    expect(clampView(img, { cx: 9999, cy: 9999, zoom: 2 })).toEqual({ cx: 700, cy: 300, zoom: 2 });
  });
});
