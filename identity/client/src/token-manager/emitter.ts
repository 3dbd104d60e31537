type Handler = (...args: unknown[]) => void;

/** A tiny event emitter; a throwing handler never breaks the SDK or the other handlers. */
export class Emitter<E extends string> {
  private readonly handlers = new Map<E, Set<Handler>>();

  on(event: E, handler: Handler): void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler);
  }

  /** Removes one handler, or every handler of the event when none is given. */
  off(event: E, handler?: Handler): void {
    if (handler) this.handlers.get(event)?.delete(handler);
    else this.handlers.delete(event);
  }

  emit(event: E, ...args: unknown[]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) {
      try {
        handler(...args);
      } catch {
        // A host handler's failure is the host's concern.
      }
    }
  }
}
