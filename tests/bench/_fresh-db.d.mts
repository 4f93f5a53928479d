/** A new empty database `talent_bench_<label>_<ts>` on `serverUrl`'s server, and how to drop it. */
export function freshDatabase(serverUrl: string, label: string): Promise<{ url: string; drop: () => Promise<void> }>;
