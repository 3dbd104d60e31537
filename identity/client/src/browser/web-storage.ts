/** Minimal key/value storage (the subset of the Web Storage API the SDK uses). */
export interface SimpleStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Returns `localStorage`/`sessionStorage` when it exists and accepts a write, otherwise undefined. */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): SimpleStorage | undefined {
  try {
    const storage = (globalThis as Record<string, unknown>)[kind] as SimpleStorage | undefined;
    if (!storage) return undefined;
    const probe = '__identity_client_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

/** In-memory storage used when no web storage is available (Node, locked-down browsers). */
export function memoryStorage(): SimpleStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const fallbacks = new Map<string, SimpleStorage>();

/** Web storage of that kind, or a process-wide in-memory stand-in for it. */
export function storageOrMemory(kind: 'localStorage' | 'sessionStorage'): SimpleStorage {
  const storage = webStorage(kind);
  if (storage) return storage;
  let memory = fallbacks.get(kind);
  if (!memory) {
    memory = memoryStorage();
    fallbacks.set(kind, memory);
  }
  return memory;
}
