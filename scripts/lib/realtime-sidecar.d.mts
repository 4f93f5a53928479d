import type { ChildProcess } from "node:child_process";
export function realtimeBundlePath(root: string): string;
export function buildRealtime(root: string, outfile?: string): Promise<string>;
export function ensureRealtimeBuilt(root: string): Promise<string>;
export function realtimePort(env: Record<string, string | undefined>): string;
export function spawnRealtime(root: string, env: Record<string, string | undefined>, bundle?: string): ChildProcess;
