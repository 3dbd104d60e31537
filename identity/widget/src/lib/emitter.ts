/** Events of spec §1 / issue: ready, afterRender, afterError, pageRendered, passwordRevealed, factorSwitched (§4). */
export type WidgetEvent =
  'ready' | 'afterRender' | 'afterError' | 'pageRendered' | 'passwordRevealed' | 'factorSwitched';

export type Handler = (...args: unknown[]) => void;

/** Minimal event emitter; a throwing handler does not stop the others. */
export class Emitter {
  private readonly handlers = new Map<WidgetEvent, Set<Handler>>();

  on(event: WidgetEvent, handler: Handler): void {
    const set = this.handlers.get(event) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(event, set);
  }

  /** Removes one handler, or every handler of `event` when none is given, or all when no event is given. */
  off(event?: WidgetEvent, handler?: Handler): void {
    if (!event) this.handlers.clear();
    else if (!handler) this.handlers.delete(event);
    else this.handlers.get(event)?.delete(handler);
  }

  emit(event: WidgetEvent, ...args: unknown[]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) {
      try {
        handler(...args);
      } catch (err) {
        queueMicrotask(() => {
          throw err;
        });
      }
    }
  }
}
