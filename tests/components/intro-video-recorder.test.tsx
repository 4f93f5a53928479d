import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { IntroVideoRecorder } from "@/components/profile/intro-video/intro-video-recorder";
import en from "@/messages/en/introVideo.json";
import enErrors from "@/messages/en/errors.json";
import { renderWithIntl } from "@/tests/support/intl";

/** A MediaRecorder stand-in that keeps its state and hands out one chunk when stopped. */
class FakeRecorder {
  static instances: FakeRecorder[] = [];
  static isTypeSupported = (t: string) => t.startsWith("video/webm");
  state: "inactive" | "recording" | "paused" = "inactive";
  mimeType: string;
  calls: string[] = [];
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: unknown,
    readonly options: { mimeType?: string; videoBitsPerSecond?: number } = {},
  ) {
    this.mimeType = options.mimeType ?? "video/webm";
    FakeRecorder.instances.push(this);
  }
  start() {
    this.calls.push("start");
    this.state = "recording";
  }
  pause() {
    this.calls.push("pause");
    this.state = "paused";
  }
  resume() {
    this.calls.push("resume");
    this.state = "recording";
  }
  stop() {
    this.calls.push("stop");
    this.state = "inactive";
    this.ondataavailable?.({ data: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: "video/webm" }) });
    queueMicrotask(() => this.onstop?.());
  }
}

const track = { stop: vi.fn() };
const stream = { getTracks: () => [track] };
let getUserMedia: ReturnType<typeof vi.fn>;

function mount(onUploaded = vi.fn()) {
  renderWithIntl(<IntroVideoRecorder open onOpenChange={() => {}} onUploaded={onUploaded} />);
  return onUploaded;
}

const flush = () => act(async () => {});
const wait = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  FakeRecorder.instances = [];
  track.stop.mockClear();
  getUserMedia = vi.fn(async () => stream);
  vi.stubGlobal("MediaRecorder", FakeRecorder);
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
  URL.createObjectURL = vi.fn(() => "blob:recording");
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("intro video recorder", () => {
  it("shows the camera-or-microphone permissions message when access is refused (NotAllowedError)", async () => {
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error("Permission denied"), { name: "NotAllowedError" }));
    mount();
    await flush();
    expect(screen.getByRole("alert").textContent).toContain(enErrors.other.mediaAccessRestrictedTitle);
    expect(screen.getByRole("alert").textContent).toContain(enErrors.other.mediaAccessRestrictedMessage);
    expect(FakeRecorder.instances).toHaveLength(0);
    // Try again asks the browser once more, and a granted camera shows the first question.
    fireEvent.click(screen.getByRole("button", { name: en.recorder.tryAgain }));
    await flush();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId("recorder-question").textContent).toContain(en.questions.q1);
  });

  it("says no camera was found for NotFoundError rather than the permissions message", async () => {
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error("none"), { name: "NotFoundError" }));
    mount();
    await flush();
    expect(screen.getByRole("alert").textContent).toContain(en.recorder.noCamera);
    expect(screen.queryByText(enErrors.other.mediaAccessRestrictedTitle)).toBeNull();
  });

  it("says the browser cannot record, without a retry, when there is no MediaRecorder", async () => {
    vi.stubGlobal("MediaRecorder", undefined);
    mount();
    await flush();
    expect(screen.getByRole("alert").textContent).toContain(en.recorder.notSupported);
    expect(screen.queryByRole("button", { name: en.recorder.tryAgain })).toBeNull();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it("stops an answer when its 30-second countdown runs out, pauses the recording and shows the next question", async () => {
    vi.useFakeTimers();
    mount();
    await flush();
    fireEvent.click(screen.getByRole("button", { name: en.recorder.startAnswer }));
    const recorder = FakeRecorder.instances[0];
    expect(recorder.calls).toEqual(["start"]);
    expect(recorder.options).toMatchObject({ mimeType: "video/webm;codecs=vp8,opus", videoBitsPerSecond: 500_000 });
    expect(screen.getByRole("timer", { name: en.recorder.timeLeft }).textContent).toContain("00:30");
    await wait(29_000);
    expect(screen.getByRole("timer").textContent).toContain("00:01");
    expect(recorder.calls).toEqual(["start"]);
    await wait(1_000);
    expect(recorder.calls).toEqual(["start", "pause"]);
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.getByTestId("recorder-question").textContent).toContain(en.questions.q2);
    expect(screen.getByText("Question 2 of 4")).toBeTruthy();
  });

  it("records four answers with early stops into one paused-and-resumed recording, then uploads them by PUT", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ results: { uploadUrl: "/api/uploads/u1.abc.def", maxBytes: 1000 } }), { status: 200, headers: { "content-type": "application/json" } }));
    vi.stubGlobal("fetch", fetchMock);
    const sent: { method: string; url: string; body: unknown; headers: Record<string, string> }[] = [];
    class FakeXhr {
      status = 0;
      responseText = "";
      withCredentials = false;
      upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      private req = { method: "", url: "", body: null as unknown, headers: {} as Record<string, string> };
      open(method: string, url: string) {
        this.req.method = method;
        this.req.url = url;
      }
      setRequestHeader(k: string, v: string) {
        this.req.headers[k] = v;
      }
      abort() {}
      send(body: unknown) {
        this.req.body = body;
        sent.push(this.req);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 4 });
        this.status = 200;
        this.responseText = JSON.stringify({ results: { signedUrl: "/api/files/x?exp=1&sig=y", overlay: [] } });
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const onUploaded = mount();
    await flush();
    for (let q = 0; q < 4; q++) {
      fireEvent.click(screen.getByRole("button", { name: en.recorder.startAnswer }));
      await wait(2_000);
      fireEvent.click(screen.getByRole("button", { name: en.recorder.stopAnswer }));
      await flush();
    }
    const recorder = FakeRecorder.instances[0];
    expect(FakeRecorder.instances).toHaveLength(1);
    expect(recorder.calls).toEqual(["start", "pause", "resume", "pause", "resume", "pause", "resume", "stop"]);
    // Review: the camera is off, and the recording plays with its question overlay.
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByText(en.recorder.review)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: en.recorder.upload }));
    await flush();
    await flush();
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/candidate/introvideo/upload-url");
    const answers = JSON.parse(String(init.body)).answers as { questionNumber: number; startTime: number; endTime: number }[];
    expect(answers.map((a) => a.questionNumber)).toEqual([1, 2, 3, 4]);
    for (const a of answers) expect(a.endTime).toBeGreaterThan(a.startTime);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "PUT", url: "/api/uploads/u1.abc.def", headers: { "content-type": "video/webm" } });
    expect(sent[0].body).toBeInstanceOf(Blob);
    expect(onUploaded).toHaveBeenCalledWith({ signedUrl: "/api/files/x?exp=1&sig=y", overlay: [] });
  });

  it("shows the upload-failed message when the PUT is refused, and keeps the recording for another try", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ results: { uploadUrl: "/api/uploads/t", maxBytes: 1000 } }), { status: 200 })),
    );
    class RefusingXhr {
      status = 400;
      responseText = JSON.stringify({ code: 10001, message: "bad" });
      upload = { onprogress: null };
      withCredentials = false;
      onload: (() => void) | null = null;
      onerror = null;
      onabort = null;
      open() {}
      setRequestHeader() {}
      abort() {}
      send() {
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal("XMLHttpRequest", RefusingXhr);
    const onUploaded = mount();
    await flush();
    for (let q = 0; q < 4; q++) {
      fireEvent.click(screen.getByRole("button", { name: en.recorder.startAnswer }));
      fireEvent.click(screen.getByRole("button", { name: en.recorder.stopAnswer }));
      await flush();
    }
    fireEvent.click(screen.getByRole("button", { name: en.recorder.upload }));
    await flush();
    await flush();
    expect(screen.getByRole("alert").textContent).toContain(enErrors.other.introVideoUploadFailed);
    expect((screen.getByRole("button", { name: en.recorder.retryUpload }) as HTMLButtonElement).disabled).toBe(false);
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
