import path from "node:path";
import { describe, expect, it } from "vitest";
import { appDir, hasDirective, importsOf, root, walk } from "../support/import-graph";

/**
 * First loads carry no validation or CSV library (decision D48): this walks every page's and
 * layout's *static* import graph (not `import()`, which next/dynamic and lazyZodResolver split
 * off; not into "use server" files, which the browser gets as references), enters client code at
 * each "use client" file, and fails when that client code reaches one of HEAVY. A form validates
 * with `lazyZodResolver` (components/forms/lazy-resolver.ts); a screen takes its texts, caps and
 * message-key maps from the zod-free files that schemas.ts re-exports; a dialog opened by a click
 * loads with next/dynamic. `npm run bench:weight` measures the result in Chromium.
 */
const HEAVY = ["zod", "@hookform/resolvers/zod", "papaparse"];

/** Pages whose first load still carries zod through a statically imported form (known debts; none left). */
const KNOWN = new Set<string>([]);

/**
 * Walks `entry`'s static import graph (client code from each "use client" file on; not into
 * "use server" files from client code) and calls `onPackage` for each bare import and `onFile`
 * for each repository file, with whether the (importing) file is client code and the trail of
 * files that led there.
 */
function walkStaticGraph(
  entry: string,
  onPackage: (dep: string, client: boolean, trail: string[]) => void,
  onFile?: (file: string, client: boolean, trail: string[]) => void,
): void {
  const seen = new Set<string>();
  const visit = (file: string, trail: string[], inClient: boolean) => {
    const key = `${file}|${inClient}`;
    if (seen.has(key)) return;
    seen.add(key);
    const client = inClient || hasDirective(file, "use client");
    const here = [...trail, path.relative(root, file)];
    onFile?.(file, client, here);
    for (const dep of importsOf(file, { dynamic: false })) {
      if (!path.isAbsolute(dep)) onPackage(dep, client, here);
      else if (!(client && hasDirective(dep, "use server"))) visit(dep, here, client);
    }
  };
  visit(entry, [], false);
}

/** The heavy packages the client code statically reachable from `entry` pulls in, with a path to each. */
export function heavyInFirstLoad(entry: string): string[] {
  const found: string[] = [];
  walkStaticGraph(entry, (dep, client, trail) => {
    if (client && HEAVY.includes(dep)) found.push(`${dep} ← ${[...trail].reverse().join(" ← ")}`);
  });
  return found;
}

const entries = walk(appDir)
  .filter((f) => /(?:^|\/)(?:page|layout|loading|not-found|error)\.tsx$/.test(f))
  .map((f) => path.relative(root, f))
  .sort();

describe("first loads carry no zod or papaparse", () => {
  it("finds the pages", () => {
    expect(entries.length).toBeGreaterThan(30);
    for (const k of KNOWN) expect(entries, `KNOWN lists a missing page: ${k}`).toContain(k);
  });
  for (const entry of entries) {
    if (KNOWN.has(entry)) {
      it(`${entry} (known debt) still pulls zod: remove it from KNOWN when fixed`, () => {
        expect(heavyInFirstLoad(path.join(root, entry)).length).toBeGreaterThan(0);
      });
      continue;
    }
    it(`${entry}`, () => {
      expect(heavyInFirstLoad(path.join(root, entry))).toEqual([]);
    });
  }
});

/** The packages statically reachable from `entry`, from client or server code: next/link is a client module wherever it is imported. */
function reachablePackages(entry: string): Set<string> {
  const found = new Set<string>();
  walkStaticGraph(entry, (dep) => found.add(dep));
  return found;
}

describe("the root not-found boundary (in every page's payload, so its client code loads with every page)", () => {
  it("reaches client code, but not next/link (its own copy of the link code would load on every page, D88)", () => {
    const packages = reachablePackages(path.join(root, "app/not-found.tsx"));
    expect(packages.has("next/navigation")).toBe(true); // the query override of the heading
    expect(packages.has("next/link")).toBe(false);
  });
});

describe("the Button (on nearly every page, so what it reaches loads with them)", () => {
  it("reaches no Radix code: a link styled as a button is LinkButton, not a slotted child (Radix Slot, ≈ 1.1 kB gzip)", () => {
    const packages = [...reachablePackages(path.join(root, "components/ui/button.tsx"))];
    expect(packages.filter((p) => p === "radix-ui" || p.startsWith("@radix-ui/"))).toEqual([]);
  });
});

/**
 * What no page's first load may reach (client code, static imports; a dialog or a select that
 * imports one of these loads it when wanted, which is fine: `import()` is not followed):
 * - the error catalogue (every entry's English text and meaning, ≈ 4.7 kB gzip): client code
 *   compares and sets codes through `CLIENT_ERROR_CODES` (lib/errors/client-codes.ts, D80, D89)
 *   and shows texts through the `errors` messages;
 * - Radix (Select with its positioning ≈ 20 kB, Dialog, Tooltip …): a closed select is
 *   `DeferredSelect`, a dialog opened by a click is a `*-lazy.tsx` (D48, D81, D89). The one
 *   exception is the roles matrix, whose switches are the page.
 */
const RADIX_ALLOWED = new Set(["components/roles/roles-matrix.tsx"]);

describe("first loads carry no error catalogue and no Radix", () => {
  const catalogue = path.join(root, "lib/errors/catalogue.ts");
  for (const entry of entries) {
    it(`${entry}`, () => {
      const found: string[] = [];
      walkStaticGraph(
        path.join(root, entry),
        (dep, client, trail) => {
          if (client && (dep === "radix-ui" || dep.startsWith("@radix-ui/")) && !RADIX_ALLOWED.has(trail[trail.length - 1])) found.push(`${dep} ← ${[...trail].reverse().join(" ← ")}`);
        },
        (file, client, trail) => {
          if (client && file === catalogue) found.push([...trail].reverse().join(" ← "));
        },
      );
      expect(found).toEqual([]);
    });
  }
});
