import "server-only";
import { resumeParseWorker } from "@/lib/resume/pipeline";
import type { WorkerDefinition } from "./index";

/** The handlers a server process runs (registerWorkers). One entry per queue of ./queues.ts. */
export const WORKERS: readonly WorkerDefinition<never>[] = [resumeParseWorker()];
