/**
 * A short-lived per-process cache (TENANT_CACHE_MS, default 5 s; 0 turns it off). Tenant rows and
 * domains change rarely and every process re-reads within the TTL, so a maintenance switch or a
 * domain change reaches all instances quickly without shared state. Bounded, because its keys
 * (hosts, slugs) come from request headers anyone can write.
 */
const TTL_MS = Number(process.env.TENANT_CACHE_MS ?? 5_000);
const MAX_ENTRIES = 1_000;

export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: V }>();

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at < TTL_MS) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V): void {
    if (!(TTL_MS > 0)) return;
    this.entries.delete(key);
    // A Map keeps insertion order: its first key is the oldest entry.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { at: Date.now(), value });
  }

  clear(): void {
    this.entries.clear();
  }
}
