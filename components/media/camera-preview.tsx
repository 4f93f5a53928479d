"use client";

import { useEffect, useRef, useState } from "react";

/** The candidate's own camera, mirrored and muted (they must not hear their microphone back): the intro video and the one-sided interview. */
export function CameraPreview({ stream, label, recording, recordingLabel }: { stream: MediaStream | null; label: string; recording?: boolean; recordingLabel?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.srcObject = stream;
    if (stream) void el.play?.()?.catch(() => {});
  }, [stream]);
  return (
    <div className="relative overflow-hidden rounded-lg bg-black">
      <video ref={ref} muted playsInline autoPlay aria-label={label} className="aspect-video w-full -scale-x-100 bg-black object-cover" data-testid="camera-preview" />
      {recording ? (
        <span className="absolute start-3 top-3 inline-flex items-center gap-2 rounded-full bg-black/70 px-3 py-1 text-xs font-medium text-white" data-testid="recording-badge">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-red-500" />
          {recordingLabel}
        </span>
      ) : null}
    </div>
  );
}

/** Root mean square of the microphone's waveform, scaled to 0–100 (speech sits around 20–60). */
export function levelOf(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const v of samples) {
    const x = (v - 128) / 128;
    sum += x * x;
  }
  return Math.min(100, Math.round(Math.sqrt(sum / samples.length) * 300));
}

/**
 * The microphone check: a bar that moves with the voice (Web Audio analyser on the live stream).
 * Updated ten times a second, which is enough to see and keeps screen readers quiet.
 */
export function LevelMeter({ stream, label }: { stream: MediaStream | null; label: string }) {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return;
    const AudioCtx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioCtx) return;
    const ctx = new AudioCtx();
    const source = ctx.createMediaStreamSource(stream);
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const data = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(data);
      setLevel(levelOf(data));
    }, 100);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void ctx.close().catch(() => {});
    };
  }, [stream]);
  return (
    <div className="flex items-center gap-2">
      <span className="shrink-0 text-sm text-gray-700" aria-hidden="true">
        {label}
      </span>
      <div role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={level} data-testid="level-meter" className="relative h-2 w-full overflow-hidden rounded-full bg-gray-200">
        <div className="h-full rounded-full bg-[var(--brand)] transition-[width] duration-100" style={{ width: `${level}%` }} />
      </div>
    </div>
  );
}
