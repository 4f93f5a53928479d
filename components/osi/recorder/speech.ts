import { OSI_SPEECH } from "@/lib/osi/rules";

type SynthLike = Pick<SpeechSynthesis, "getVoices" | "speak" | "cancel">;
type UtteranceCtor = new (text: string) => SpeechSynthesisUtterance;

/**
 * The voices, once the browser has loaded them: Chromium fills the list asynchronously, so it is
 * polled up to OSI_SPEECH.voiceWaitAttempts times every voiceWaitMs (spec §9: about 50 × 100 ms).
 * An empty list after that means the default voice.
 */
export async function waitForVoices(synth: Pick<SpeechSynthesis, "getVoices">, opts: { attempts?: number; delayMs?: number; signal?: AbortSignal } = {}): Promise<SpeechSynthesisVoice[]> {
  const attempts = opts.attempts ?? OSI_SPEECH.voiceWaitAttempts;
  const delayMs = opts.delayMs ?? OSI_SPEECH.voiceWaitMs;
  for (let i = 0; i < attempts; i++) {
    const voices = synth.getVoices();
    if (voices.length > 0) return voices;
    if (opts.signal?.aborted) return [];
    await new Promise((r) => setTimeout(r, delayMs));
  }
  return synth.getVoices();
}

/**
 * Spec §9's voice ("Google US English") for English; for another language the first voice that
 * speaks it (an English voice would mangle a French question); undefined means the default voice.
 */
export function chooseVoice(voices: readonly SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice | undefined {
  const base = lang.toLowerCase().split("-")[0];
  if (base === "en") return voices.find((v) => v.name === OSI_SPEECH.voice);
  return voices.find((v) => (v.lang ?? "").toLowerCase().split(/[-_]/)[0] === base);
}

/**
 * Reads `text` aloud at spec §9's rate (0.9). Resolves when the speech ends, fails or is cancelled
 * through `signal`; resolves at once where the browser has no speech synthesis (headless, some
 * in-app browsers): the question stays on screen either way.
 */
export async function speak(text: string, lang: string, opts: { signal?: AbortSignal; synth?: SynthLike | null; Utterance?: UtteranceCtor | null } = {}): Promise<void> {
  const synth = opts.synth !== undefined ? opts.synth : typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : null;
  const Utterance = opts.Utterance !== undefined ? opts.Utterance : typeof SpeechSynthesisUtterance !== "undefined" ? SpeechSynthesisUtterance : null;
  if (!synth || !Utterance || !text.trim()) return;
  const voices = await waitForVoices(synth, { signal: opts.signal });
  if (opts.signal?.aborted) return;
  const utterance = new Utterance(text);
  utterance.rate = OSI_SPEECH.rate;
  utterance.lang = lang;
  const voice = chooseVoice(voices, lang);
  if (voice) utterance.voice = voice;
  await new Promise<void>((resolve) => {
    const done = () => resolve();
    utterance.onend = done;
    utterance.onerror = done;
    opts.signal?.addEventListener(
      "abort",
      () => {
        synth.cancel();
        resolve();
      },
      { once: true },
    );
    synth.cancel();
    synth.speak(utterance);
  });
}
