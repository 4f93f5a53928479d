import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ARTWORK_SIZE, LOGIN_ARTWORKS, artworkSrc, loginArtworkFor } from "@/lib/auth/login-artwork";

describe("login artwork", () => {
  it("shows the talent artwork on the talent door, whatever the query says", () => {
    expect(loginArtworkFor("talent")).toBe("talent");
    expect(loginArtworkFor("talent", "recruiter")).toBe("talent");
  });

  it("shows the admin door the artwork of the role its query names, and the admin's otherwise", () => {
    expect(loginArtworkFor("admin", "recruiter")).toBe("recruiter");
    expect(loginArtworkFor("admin", "recruiterAdmin")).toBe("recruiterAdmin");
    expect(loginArtworkFor("admin", "collaborator")).toBe("collaborator");
    expect(loginArtworkFor("admin", "admin")).toBe("admin");
    expect(loginArtworkFor("admin")).toBe("admin");
    for (const odd of ["talent", "cloudAdmin", "toString", "__proto__", "../x", ["recruiter"], 1]) expect(loginArtworkFor("admin", odd)).toBe("admin");
  });

  it("has one light SVG per audience, of the declared size, with nothing executable in it", () => {
    expect(LOGIN_ARTWORKS).toEqual(["talent", "recruiter", "recruiterAdmin", "collaborator", "admin"]);
    for (const artwork of LOGIN_ARTWORKS) {
      const file = path.join(process.cwd(), "public", artworkSrc(artwork));
      const svg = readFileSync(file, "utf8");
      expect(Buffer.byteLength(svg), artwork).toBeLessThan(15 * 1024);
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${ARTWORK_SIZE.width}" height="${ARTWORK_SIZE.height}"`));
      expect(svg).not.toMatch(/<script|on\w+=|href="http|<image|<foreignObject/i);
    }
  });
});
