import { parentPort } from "node:worker_threads";
import { AppError } from "@/lib/errors/app-error";
import { runParseTask, type ParseTask } from "./tasks";

/**
 * The parse worker thread's entry (started by ./thread.ts). One task at a time: a message
 * `{ id, task }` is answered `{ id, ok: true, value }` or `{ id, ok: false, code }` (a catalogued
 * 10456–10463 code) or `{ id, ok: false, code: null, message }` for anything unexpected.
 */
parentPort?.on("message", async (message: { id: number; task: ParseTask }) => {
  try {
    const value = await runParseTask(message.task);
    parentPort?.postMessage({ id: message.id, ok: true, value });
  } catch (e) {
    if (e instanceof AppError) parentPort?.postMessage({ id: message.id, ok: false, code: e.code });
    else parentPort?.postMessage({ id: message.id, ok: false, code: null, message: e instanceof Error ? e.message : String(e) });
  }
});
