import type { CutOptions } from "./cut.js";

/** A result as the store keeps it. */
export interface StoredResult {
  id: string;
  kind: "json" | "text";
  value: unknown;
  /** Serialized size, what `maxBytes` counts. */
  bytes: number;
  expiresAt: number;
  sourceVersion: string;
  options: CutOptions;
}

/**
 * Where a result store keeps results. Four calls, any of them async, so a shared store (Redis,
 * a database) plugs in as well as memory or a directory.
 */
export interface StoreBackend {
  get(id: string): Promise<StoredResult | undefined> | StoredResult | undefined;
  set(result: StoredResult): Promise<void> | void;
  delete(id: string): Promise<void> | void;
  /** Extend a result's life when it is paged (and mark it recently used). */
  touch(id: string, expiresAt: number): Promise<void> | void;
}

export interface MemoryBackendOptions {
  maxBytes?: number | undefined;
  maxEntries?: number | undefined;
  now?: () => number;
}

/** The default: a Map in insertion order, so the first entry is the least recently used. */
export function memoryBackend(options: MemoryBackendOptions = {}): StoreBackend {
  const entries = new Map<string, StoredResult>();
  const now = options.now ?? Date.now;
  let bytes = 0;
  const remove = (id: string) => {
    const e = entries.get(id);
    if (e) {
      bytes -= e.bytes;
      entries.delete(id);
    }
  };
  const evict = () => {
    for (const [id, e] of entries) if (e.expiresAt < now()) remove(id);
    for (const [id] of entries) {
      const over = (options.maxEntries !== undefined && entries.size > options.maxEntries) || (options.maxBytes !== undefined && bytes > options.maxBytes);
      if (!over) break;
      remove(id);
    }
  };
  return {
    get(id) {
      const e = entries.get(id);
      if (!e) return undefined;
      if (e.expiresAt < now()) {
        remove(id);
        return undefined;
      }
      return e;
    },
    set(result) {
      remove(result.id);
      entries.set(result.id, result);
      bytes += result.bytes;
      evict();
    },
    delete: remove,
    touch(id, expiresAt) {
      const e = entries.get(id);
      if (!e) return;
      // The same object, moved to the end: the store keeps what it derived from it by identity.
      e.expiresAt = expiresAt;
      entries.delete(id);
      entries.set(id, e);
    },
  };
}
