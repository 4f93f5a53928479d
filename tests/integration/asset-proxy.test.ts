import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { parseAllowlist } from "@/lib/assets/allowlist";
import { ASSET_FETCH_FAILED, ASSET_NOT_ALLOWED } from "@/lib/assets/errors";
import { ASSET_MAX_BYTES, safeFetchAsset, type Resolver, type SafeFetchOptions } from "@/lib/assets/safe-fetch";
import { AppError } from "@/lib/errors/app-error";

/**
 * Local servers on 127.0.0.1 stand in for content hosts. Loopback is refused by design, so each
 * test states whether the test-only switch is on; names like assets.test.example only exist
 * through the injected resolver, which proves the checked DNS answer is the one connected to.
 */

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex");

type Hits = Record<string, number>;
let server: http.Server;
let port = 0;
const hits: Hits = {};
let oversizeFinished: boolean | null = null;

function handler(req: http.IncomingMessage, res: http.ServerResponse): void {
  const path = new URL(req.url ?? "/", "http://x").pathname;
  hits[path] = (hits[path] ?? 0) + 1;
  const redirect = (to: string, status = 302) => {
    res.writeHead(status, { location: to });
    res.end();
  };
  const chain = /^\/chain\/(\d+)$/.exec(path);
  if (chain) {
    const n = Number(chain[1]);
    return n === 0 ? void res.writeHead(200, { "content-type": "image/png" }).end(PNG) : redirect(`/chain/${n - 1}`);
  }
  switch (path) {
    case "/img.png":
      res.writeHead(200, { "content-type": "image/png; charset=binary", "content-length": PNG.length });
      return void res.end(PNG);
    case "/doc.pdf":
      res.writeHead(200, { "content-type": "application/pdf" });
      return void res.end("%PDF-1.7");
    case "/html":
      res.writeHead(200, { "content-type": "text/html" });
      return void res.end("<script>alert(1)</script>");
    case "/untyped":
      res.writeHead(200);
      return void res.end("x");
    case "/missing":
      res.writeHead(404, { "content-type": "image/png" });
      return void res.end();
    case "/declared-huge":
      res.writeHead(200, { "content-type": "image/png", "content-length": String(ASSET_MAX_BYTES + 1) });
      return void res.write(Buffer.alloc(1024));
    case "/exact-limit":
      res.writeHead(200, { "content-type": "image/png" });
      return void res.end(Buffer.alloc(ASSET_MAX_BYTES));
    case "/oversize": {
      // Chunked, no content-length: only the streamed count can catch it.
      res.writeHead(200, { "content-type": "image/png" });
      oversizeFinished = false;
      const chunk = Buffer.alloc(64 * 1024, 1);
      let sent = 0;
      const pump = () => {
        while (sent < 50 * 1024 * 1024) {
          if (res.destroyed) return;
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end(() => (oversizeFinished = true));
      };
      res.on("error", () => {});
      return pump();
    }
    case "/slow":
      return; // never answers
    case "/to-evil":
      return redirect("https://evil.example/x.png");
    case "/to-evil-http":
      return redirect("http://evil.example/x.png");
    case "/to-other-port":
      return redirect(`http://127.0.0.1:${port + 1}/img.png`);
    case "/to-internal":
      return redirect(`http://internal.test.example:${port}/img.png`);
    case "/to-metadata":
      return redirect("http://169.254.169.254/latest/meta-data/");
    case "/to-relative":
      return redirect("/img.png", 301);
    case "/no-location":
      res.writeHead(302);
      return void res.end();
    case "/to-credentials":
      return redirect(`http://user:pw@127.0.0.1:${port}/img.png`);
    default:
      res.writeHead(404);
      res.end();
  }
}

/** Fake DNS for names that do not exist; 127.0.0.2 is loopback too, but a "different" host. */
const resolver: Resolver = async (hostname) => {
  const table: Record<string, Array<{ address: string; family: number }>> = {
    "assets.test.example": [{ address: "127.0.0.1", family: 4 }],
    "internal.test.example": [{ address: "127.0.0.2", family: 4 }],
    "mixed.test.example": [
      { address: "93.184.216.34", family: 4 },
      { address: "127.0.0.1", family: 4 },
    ],
    "metadata.test.example": [{ address: "169.254.169.254", family: 4 }],
    "v6loop.test.example": [{ address: "::ffff:127.0.0.1", family: 6 }],
  };
  const answer = table[hostname];
  if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return answer;
};

function opts(extra: SafeFetchOptions = {}): SafeFetchOptions {
  return {
    allowlist: parseAllowlist(
      [`127.0.0.1:${port}`, `assets.test.example:${port}`, `internal.test.example:${port}`, `mixed.test.example:${port}`, `metadata.test.example`, `v6loop.test.example:${port}`, "evil-allowed.test.example"].join(","),
    ),
    allowHttp: true,
    resolver,
    allowPrivateAddressesForTests: true,
    ...extra,
  };
}

async function refusal(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error("expected the fetch to be refused");
}

const base = () => `http://127.0.0.1:${port}`;

beforeAll(async () => {
  server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

afterEach(() => {
  for (const k of Object.keys(hits)) delete hits[k];
});

describe("safeFetchAsset", () => {
  it("fetches an allowed asset and normalises its type", async () => {
    const a = await safeFetchAsset(`${base()}/img.png`, opts());
    expect(a.contentType).toBe("image/png");
    expect(a.body.equals(PNG)).toBe(true);
    expect(a.size).toBe(PNG.length);
    expect((await safeFetchAsset(`${base()}/doc.pdf`, opts())).contentType).toBe("application/pdf");
  });

  it("accepts a body of exactly the limit", async () => {
    expect((await safeFetchAsset(`${base()}/exact-limit`, opts())).size).toBe(ASSET_MAX_BYTES);
  });

  it("refuses a loopback IP literal when the test switch is off, without connecting", async () => {
    const e = await refusal(safeFetchAsset(`${base()}/img.png`, opts({ allowPrivateAddressesForTests: false })));
    expect([e.code, e.status, e.message]).toEqual([ASSET_NOT_ALLOWED, 400, "Asset address is not allowed"]);
    expect(hits["/img.png"]).toBeUndefined();
  });

  it("refuses an allowlisted name whose DNS answer is loopback when the switch is off", async () => {
    const e = await refusal(safeFetchAsset(`http://assets.test.example:${port}/img.png`, opts({ allowPrivateAddressesForTests: false })));
    expect([e.code, e.status, e.message]).toEqual([ASSET_NOT_ALLOWED, 400, "Asset address is not allowed"]);
    expect(hits["/img.png"]).toBeUndefined();
  });

  it("connects to the resolver's checked answer (the name exists nowhere else)", async () => {
    const a = await safeFetchAsset(`http://assets.test.example:${port}/img.png`, opts());
    expect(a.body.equals(PNG)).toBe(true);
  });

  it("refuses when any DNS answer is private, even beside a public one", async () => {
    const e = await refusal(safeFetchAsset(`http://mixed.test.example:${port}/img.png`, opts({ allowPrivateAddressesForTests: false })));
    expect(e.message).toBe("Asset address is not allowed");
  });

  it("refuses metadata and IPv4-mapped loopback answers", async () => {
    const off = opts({ allowPrivateAddressesForTests: false });
    expect((await refusal(safeFetchAsset("http://metadata.test.example/latest/meta-data/", off))).message).toBe("Asset address is not allowed");
    expect((await refusal(safeFetchAsset(`http://v6loop.test.example:${port}/img.png`, off))).message).toBe("Asset address is not allowed");
  });

  it("refuses a host outside the allowlist before any DNS or connection", async () => {
    let asked = false;
    const spy: Resolver = async (h) => {
      asked = true;
      return resolver(h);
    };
    const e = await refusal(safeFetchAsset("https://evil.example/x.png", opts({ resolver: spy })));
    expect([e.code, e.status, e.message]).toEqual([ASSET_NOT_ALLOWED, 400, "Asset host is not allowed"]);
    expect(asked).toBe(false);
    expect((await refusal(safeFetchAsset(`http://127.0.0.1:${port + 1}/img.png`, opts()))).message).toBe("Asset host is not allowed");
  });

  it("refuses plain http unless enabled", async () => {
    const e = await refusal(safeFetchAsset(`${base()}/img.png`, opts({ allowHttp: false })));
    expect([e.status, e.message]).toEqual([400, "Asset URL must use https"]);
  });

  describe("redirects", () => {
    it("follows a relative redirect on an allowed host", async () => {
      const a = await safeFetchAsset(`${base()}/to-relative`, opts());
      expect(a.body.equals(PNG)).toBe(true);
      expect(a.url).toBe(`${base()}/img.png`);
    });

    it("refuses a redirect from an allowed host to a disallowed one", async () => {
      for (const path of ["/to-evil", "/to-evil-http", "/to-other-port"]) {
        const e = await refusal(safeFetchAsset(`${base()}${path}`, opts()));
        expect([e.code, e.status, e.message], path).toEqual([ASSET_NOT_ALLOWED, 400, "Redirect target is not allowed"]);
      }
    });

    it("refuses a redirect carrying credentials", async () => {
      expect((await refusal(safeFetchAsset(`${base()}/to-credentials`, opts()))).message).toBe("Redirect target is not allowed");
    });

    it("refuses a redirect to an allowlisted name that resolves to a private address", async () => {
      // Only 127.0.0.1 stands in for a public host here; 127.0.0.2 keeps the real loopback rule.
      const e = await refusal(safeFetchAsset(`${base()}/to-internal`, opts({ allowPrivateAddressesForTests: (ip) => ip === "127.0.0.1" })));
      expect([e.code, e.status, e.message]).toEqual([ASSET_NOT_ALLOWED, 400, "Redirect target is not allowed"]);
      expect(hits["/img.png"]).toBeUndefined();
    });

    it("refuses a redirect to the metadata address even when its host would be allowed", async () => {
      const e = await refusal(
        safeFetchAsset(`${base()}/to-metadata`, opts({ allowlist: parseAllowlist(`127.0.0.1:${port},169.254.169.254`), allowPrivateAddressesForTests: (ip) => ip === "127.0.0.1" })),
      );
      expect(e.message).toBe("Redirect target is not allowed");
    });

    it("follows up to 3 redirects and refuses a longer chain", async () => {
      expect((await safeFetchAsset(`${base()}/chain/3`, opts())).body.equals(PNG)).toBe(true);
      const e = await refusal(safeFetchAsset(`${base()}/chain/4`, opts()));
      expect([e.code, e.status, e.message]).toEqual([ASSET_FETCH_FAILED, 502, "Asset redirected too many times"]);
      expect(hits["/chain/0"]).toBe(1); // only from the successful run
    });

    it("treats a redirect without a location as an upstream failure", async () => {
      const e = await refusal(safeFetchAsset(`${base()}/no-location`, opts()));
      expect([e.code, e.status]).toEqual([ASSET_FETCH_FAILED, 502]);
    });
  });

  describe("responses", () => {
    it("aborts a streamed body over 5 MB", async () => {
      const e = await refusal(safeFetchAsset(`${base()}/oversize`, opts()));
      expect([e.code, e.status, e.message]).toEqual([ASSET_FETCH_FAILED, 413, "Asset is larger than 5 MB"]);
      await new Promise((r) => setTimeout(r, 50));
      expect(oversizeFinished).toBe(false);
    });

    it("refuses a declared content-length over the limit without reading it", async () => {
      const e = await refusal(safeFetchAsset(`${base()}/declared-huge`, opts()));
      expect([e.status, e.message]).toEqual([413, "Asset is larger than 5 MB"]);
    });

    it("refuses unsupported or missing content types", async () => {
      for (const path of ["/html", "/untyped"]) {
        const e = await refusal(safeFetchAsset(`${base()}${path}`, opts()));
        expect([e.code, e.status, e.message], path).toEqual([ASSET_FETCH_FAILED, 415, "Asset type is not supported"]);
      }
    });

    it("reports an upstream error status as 502", async () => {
      const e = await refusal(safeFetchAsset(`${base()}/missing`, opts()));
      expect([e.code, e.status, e.message]).toEqual([ASSET_FETCH_FAILED, 502, "Asset could not be fetched (upstream status 404)"]);
    });

    it("gives up after the timeout", async () => {
      const started = Date.now();
      const e = await refusal(safeFetchAsset(`${base()}/slow`, opts({ timeoutMs: 200 })));
      expect([e.code, e.status, e.message]).toEqual([ASSET_FETCH_FAILED, 502, "Asset host did not respond in time"]);
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it("reports an unresolvable host as an upstream failure", async () => {
      const e = await refusal(safeFetchAsset("https://evil-allowed.test.example/x.png", opts()));
      expect([e.code, e.status]).toEqual([ASSET_FETCH_FAILED, 502]);
    });
  });
});

describe("GET /api/asset", () => {
  const env = ["ASSET_ALLOWED_HOSTS", "ASSET_ALLOW_HTTP", "ASSET_ALLOW_PRIVATE_FOR_TESTS"] as const;
  const saved: Partial<Record<(typeof env)[number], string | undefined>> = {};
  beforeAll(() => env.forEach((k) => (saved[k] = process.env[k])));
  afterEach(() => env.forEach((k) => (saved[k] === undefined ? delete process.env[k] : (process.env[k] = saved[k]))));

  async function call(query: string): Promise<Response> {
    const { GET } = await import("@/app/api/asset/route");
    const req = new NextRequest(`http://localhost/api/asset?${query}`, { headers: { "x-tenant": "demo" } });
    return GET(req, { params: Promise.resolve({}) });
  }

  it("answers 400 with code 10590 for a host outside the allowlist", async () => {
    const res = await call(`url=${encodeURIComponent("https://evil.example/x.png")}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: ASSET_NOT_ALLOWED, message: "Asset host is not allowed" });
  });

  it("answers 400 for bad input, never 500", async () => {
    for (const q of ["", "url=", "url=not-a-url", `url=${encodeURIComponent("file:///etc/passwd")}`, "url=https%3A%2F%2Fcdn.talent-platform.example%2Fa.png&as=zip"]) {
      const res = await call(q);
      expect(res.status, q).toBe(400);
      expect((await res.json()).code, q).toBeTypeOf("number");
    }
  });

  it("refuses loopback unless the test-only switch is set", async () => {
    process.env.ASSET_ALLOWED_HOSTS = `127.0.0.1:${port}`;
    process.env.ASSET_ALLOW_HTTP = "1";
    delete process.env.ASSET_ALLOW_PRIVATE_FOR_TESTS;
    const res = await call(`url=${encodeURIComponent(`${base()}/img.png`)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: ASSET_NOT_ALLOWED, message: "Asset address is not allowed" });
  });

  it("answers base64 by default and raw bytes for as=blob", async () => {
    process.env.ASSET_ALLOWED_HOSTS = `127.0.0.1:${port}`;
    process.env.ASSET_ALLOW_HTTP = "1";
    process.env.ASSET_ALLOW_PRIVATE_FOR_TESTS = "1";
    const url = encodeURIComponent(`${base()}/img.png`);

    const json = await call(`url=${url}`);
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ results: { contentType: "image/png", base64: PNG.toString("base64"), size: PNG.length } });

    const blob = await call(`url=${url}&as=blob`);
    expect(blob.status).toBe(200);
    expect(blob.headers.get("content-type")).toBe("image/png");
    expect(blob.headers.get("cache-control")).toBe("private, max-age=300");
    expect(blob.headers.get("x-content-type-options")).toBe("nosniff");
    expect(blob.headers.get("content-disposition")).toBe("inline");
    expect(Buffer.from(await blob.arrayBuffer()).equals(PNG)).toBe(true);

    const bad = await call(`url=${encodeURIComponent(`${base()}/html`)}&as=blob`);
    expect(bad.status).toBe(415);
    expect(await bad.json()).toEqual({ code: ASSET_FETCH_FAILED, message: "Asset type is not supported" });
  });
});
