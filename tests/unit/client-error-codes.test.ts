import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { CLIENT_ERROR_CODES } from "@/lib/errors/client-codes";

// D80: client forms use these few codes without the catalogue; they must stay the catalogue's.
describe("client error codes", () => {
  it("equal the catalogue's codes of the same key", () => {
    for (const [key, code] of Object.entries(CLIENT_ERROR_CODES)) expect(ERROR_CODES[key as keyof typeof ERROR_CODES]).toBe(code);
  });
});
