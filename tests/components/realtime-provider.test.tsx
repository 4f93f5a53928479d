import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { useState } from "react";
import { act, render, screen, waitFor as waitForDom } from "@testing-library/react";
import { RealtimeProvider, useRealtime, useRealtimeMessage } from "@/components/realtime";
import { createBus, type Bus } from "@/lib/realtime/bus";
import { mintRealtimeToken } from "@/lib/realtime/token";
import { startRealtimeServer, type RealtimeServer } from "@/realtime/server";

/**
 * The provider both shells mount, in jsdom (its own WebSocket, which sends the page's Origin like a
 * browser) against a real sidecar on real Redis: it connects, runs onConnected, hands a published
 * message to a subscribed component, and closes its socket on pagehide (a closed tab).
 */
const SECRET = "provider-test-secret";
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
let server: RealtimeServer;
let publisher: Bus;

beforeAll(async () => {
  server = await startRealtimeServer({ port: 0, host: "127.0.0.1", secret: SECRET, bus: { kind: "redis", redisUrl: REDIS_URL } });
  publisher = createBus({ kind: "redis", redisUrl: REDIS_URL, onMessage: () => {} });
  await publisher.ready();
});

afterAll(async () => {
  await publisher.close();
  await server.close();
});

async function waitFor(check: () => boolean, ms = 4000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

function Probe() {
  const { state } = useRealtime();
  const [last, setLast] = useState("none");
  useRealtimeMessage("notification", (m) => setLast(String(m.text)));
  return <p>{`${state}:${last}`}</p>;
}

describe("RealtimeProvider", () => {
  it("connects the signed-in user's channel, runs onConnected, delivers subscribed messages, and closes the socket on pagehide", async () => {
    const company = randomUUID();
    const user = randomUUID();
    let connected = 0;
    // What POST /api/realtime/token answers a page of this origin.
    const fetchToken = async () => ({
      token: mintRealtimeToken({ tenant: "demo", companyId: company, userId: user, portal: "talent", origin: window.location.origin }, SECRET).token,
      url: `ws://127.0.0.1:${server.port}/?tenant=demo`,
    });
    render(
      <RealtimeProvider onConnected={() => connected++} fetchToken={fetchToken}>
        <Probe />
      </RealtimeProvider>,
    );
    await waitForDom(() => expect(screen.getByText("open:none")).toBeTruthy(), { timeout: 4000 });
    expect(connected).toBe(1);
    await act(() => publisher.publish([{ channel: { kind: "user", companyId: company, userId: user }, message: { type: "notification", text: "Interview booked" } }]));
    await waitForDom(() => expect(screen.getByText("open:Interview booked")).toBeTruthy(), { timeout: 4000 });
    expect(server.socketCount()).toBe(1);
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    await waitFor(() => server.socketCount() === 0);
    await waitForDom(() => expect(screen.getByText("stopped:Interview booked")).toBeTruthy());
  });
});
