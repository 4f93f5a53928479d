import { describe, expect, it } from "vitest";
import { levelOf } from "@/components/media/camera-preview";
import { clock } from "@/components/osi/recorder/format";
import { ANSWER_MIME_CANDIDATES, pickAnswerMime } from "@/components/osi/recorder/mime";
import { chooseVoice, speak, waitForVoices } from "@/components/osi/recorder/speech";
import { RETRY_DELAYS_MS, UploadFailed, uploadAnswer, type ChunkResponse, type Send } from "@/components/osi/public/upload";
import { cameraFailure, containerOf, pickMimeType } from "@/lib/media/recording";
import { OSI_SPEECH } from "@/lib/osi/rules";

const voice = (name: string, lang: string) => ({ name, lang, default: false, localService: true, voiceURI: name }) as SpeechSynthesisVoice;

describe("answer container", () => {
  it("prefers MP4 (AAC, then Opus, then plain), then WebM", () => {
    expect(pickAnswerMime(() => true)).toBe("video/mp4;codecs=avc1,mp4a.40.2");
    // Debian's Chromium: no AAC encoder.
    expect(pickAnswerMime((t) => t !== "video/mp4;codecs=avc1,mp4a.40.2")).toBe("video/mp4;codecs=avc1,opus");
    expect(pickAnswerMime((t) => t.startsWith("video/webm"))).toBe("video/webm;codecs=vp9,opus");
    expect(pickAnswerMime(() => false)).toBeUndefined();
    expect(pickMimeType(ANSWER_MIME_CANDIDATES, () => {
      throw new Error("old browser");
    })).toBeUndefined();
  });
  it("names the container and the camera failure", () => {
    expect(containerOf("video/webm;codecs=vp9,opus")).toBe("video/webm");
    expect(containerOf("")).toBe("video/webm");
    expect(containerOf("VIDEO/MP4")).toBe("video/mp4");
    expect(cameraFailure({ name: "NotAllowedError" })).toBe("denied");
    expect(cameraFailure({ name: "NotFoundError" })).toBe("noCamera");
    expect(cameraFailure(new Error("x"))).toBe("cameraFailed");
  });
  it("formats times and the microphone level", () => {
    expect(clock(125)).toBe("2:05");
    expect(clock(0)).toBe("0:00");
    expect(levelOf(new Uint8Array(64).fill(128))).toBe(0);
    expect(levelOf(new Uint8Array(64).map((_, i) => (i % 2 ? 255 : 0)))).toBe(100);
  });
});

describe("speech synthesis (spec §9)", () => {
  it("picks Google US English for English and a matching voice otherwise, else the default", () => {
    const voices = [voice("Alex", "en-US"), voice(OSI_SPEECH.voice, "en-US"), voice("Amélie", "fr-CA")];
    expect(chooseVoice(voices, "en-US")?.name).toBe("Google US English");
    expect(chooseVoice([voice("Alex", "en-US")], "en-US")).toBeUndefined();
    expect(chooseVoice(voices, "fr-FR")?.name).toBe("Amélie");
    expect(chooseVoice([voice(OSI_SPEECH.voice, "en-US")], "fr-FR")).toBeUndefined();
  });
  it("waits for the voices up to 50 × 100 ms, then goes on without them", async () => {
    let calls = 0;
    const late = { getVoices: () => (++calls >= 3 ? [voice("A", "en-US")] : []) };
    expect(await waitForVoices(late, { delayMs: 1 })).toHaveLength(1);
    expect(calls).toBe(3);
    let polled = 0;
    const none = { getVoices: () => (polled++, []) };
    expect(await waitForVoices(none, { delayMs: 0 })).toEqual([]);
    expect(polled).toBe(OSI_SPEECH.voiceWaitAttempts + 1);
  });
  it("speaks at rate 0.9 with the chosen voice and resolves when done", async () => {
    const spoken: { text: string; rate: number; voice?: string }[] = [];
    class U {
      rate = 1;
      lang = "";
      voice: SpeechSynthesisVoice | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    const synth = {
      getVoices: () => [voice(OSI_SPEECH.voice, "en-US")],
      cancel: () => {},
      speak: (u: SpeechSynthesisUtterance) => {
        const x = u as unknown as U;
        spoken.push({ text: x.text, rate: x.rate, voice: x.voice?.name });
        setTimeout(() => x.onend?.(), 0);
      },
    };
    await speak("Tell us about you", "en-US", { synth, Utterance: U as unknown as new (t: string) => SpeechSynthesisUtterance });
    expect(spoken).toEqual([{ text: "Tell us about you", rate: 0.9, voice: "Google US English" }]);
    // No speech synthesis: nothing to wait for.
    await expect(speak("x", "en-US", { synth: null, Utterance: null })).resolves.toBeUndefined();
  });
});

/** A fake upload route: keeps the bytes, answers like the server's contract; `drop` loses requests. */
function fakeServer(opts: { drop?: (n: number, req: Parameters<Send>[0]) => boolean; refuse?: ChunkResponse } = {}) {
  let received = 0;
  let total = 0;
  let n = 0;
  const log: string[] = [];
  const send: Send = async (req) => {
    n += 1;
    if (opts.drop?.(n, req)) {
      log.push(`${req.method} dropped`);
      return { status: 0, body: null };
    }
    if (req.method === "GET") {
      log.push(`GET ${received}`);
      return { status: 200, body: { receivedBytes: received, totalBytes: total, complete: total > 0 && received === total } };
    }
    if (opts.refuse) return opts.refuse;
    const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(req.headers["content-range"])!;
    const [s, e, t] = [Number(m[1]), Number(m[2]), Number(m[3])];
    log.push(`PUT ${s}-${e}/${t}`);
    expect(req.headers["x-duration-ms"]).toBe("4200");
    if (s !== received) return { status: 409, body: { code: 10615, message: "offset", receivedBytes: received } };
    expect(req.body!.size).toBe(e - s + 1);
    req.onProgress?.(req.body!.size);
    total = t;
    received = e + 1;
    if (received === total) return { status: 200, body: { complete: true, nextQuestionId: "q2", completed: false } };
    return { status: 200, body: { receivedBytes: received, complete: false } };
  };
  return { send, log, state: () => ({ received, total }) };
}

const blob = (size: number) => new Blob([new Uint8Array(size).fill(7)], { type: "video/mp4" });
const noWait = async () => {};

describe("resumable answer upload", () => {
  it("sends the answer in chunks with Content-Range and reports progress", async () => {
    const server = fakeServer();
    const progress: number[] = [];
    const out = await uploadAnswer({ token: "tok", questionId: "q1", blob: blob(200_000), durationMs: 4200, chunkBytes: 65_536, send: server.send, sleep: noWait, onProgress: (f) => progress.push(f) });
    expect(out).toEqual({ nextQuestionId: "q2", completed: false });
    expect(server.log).toEqual(["PUT 0-65535/200000", "PUT 65536-131071/200000", "PUT 131072-196607/200000", "PUT 196608-199999/200000"]);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });
  it("after a dropped connection asks the server what arrived and continues from there", async () => {
    const server = fakeServer({ drop: (n) => n === 2 || n === 3 });
    const out = await uploadAnswer({ token: "tok", questionId: "q1", blob: blob(150_000), durationMs: 4200, chunkBytes: 65_536, send: server.send, sleep: noWait });
    expect(out.nextQuestionId).toBe("q2");
    expect(server.log).toEqual(["PUT 0-65535/150000", "PUT dropped", "GET dropped", "PUT 65536-131071/150000", "PUT 131072-149999/150000"]);
    expect(server.state()).toEqual({ received: 150_000, total: 150_000 });
  });
  it("stops with the catalogued code of a refusal, and gives up after the last retry", async () => {
    const refused = fakeServer({ refuse: { status: 415, body: { code: 10618, message: "not a video" } } });
    const err = await uploadAnswer({ token: "tok", questionId: "q1", blob: blob(10), durationMs: 4200, chunkBytes: 65_536, send: refused.send, sleep: noWait }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadFailed);
    expect((err as UploadFailed).code).toBe(10618);
    const offline = fakeServer({ drop: () => true });
    const lost = await uploadAnswer({ token: "tok", questionId: "q1", blob: blob(10), durationMs: 4200, chunkBytes: 65_536, send: offline.send, sleep: noWait }).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(UploadFailed);
    expect((lost as UploadFailed).code).toBeUndefined();
    expect(offline.log.filter((l) => l === "PUT dropped")).toHaveLength(RETRY_DELAYS_MS.length + 1);
  });
  it("continues from a 409's receivedBytes (the server holds more than the client thought, e.g. after a reload)", async () => {
    let held = 65_536;
    const log: string[] = [];
    const send: Send = async (req) => {
      const s = Number(/^bytes (\d+)-/.exec(req.headers["content-range"])![1]);
      log.push(String(s));
      if (s !== held) return { status: 409, body: { code: 10615, message: "", receivedBytes: held } };
      held = 100_000;
      return { status: 200, body: { complete: true, nextQuestionId: null, completed: true } };
    };
    const out = await uploadAnswer({ token: "tok", questionId: "q1", blob: blob(100_000), durationMs: 4200, chunkBytes: 65_536, send, sleep: noWait });
    expect(out).toEqual({ nextQuestionId: null, completed: true });
    expect(log).toEqual(["0", "65536"]);
  });
});
