/** Most keystrokes a typing pattern keeps (the first ones of the username). */
export const MAX_KEYSTROKES = 64;

/** One keystroke: when it went down (ms after the first) and how long it was held (ms). Never which key. */
type Keystroke = [downAt: number, heldFor: number];

/**
 * The typing pattern of the `trackTypingPattern` feature (spec §3 "Feature flags", §4 "Primary sign-in sequence":
 * stored on submit and sent as `X-Typing-Pattern` during primary authentication only). It records the rhythm of
 * typing in one input, the times of key presses and releases rounded to ms, and nothing about the keys themselves.
 * `value()` is a JSON array of `[downAt, heldFor]` pairs, or undefined before any keystroke.
 */
export function trackTyping(input: HTMLElement, now: () => number = () => performance.now()) {
  const strokes: Keystroke[] = [];
  const pressed = new Map<string, { index: number; at: number }>();
  let origin: number | undefined;
  const down = (e: KeyboardEvent) => {
    if (e.repeat || strokes.length >= MAX_KEYSTROKES) return;
    const at = now();
    origin ??= at;
    pressed.set(e.code || e.key, { index: strokes.push([Math.round(at - origin), 0]) - 1, at });
  };
  const up = (e: KeyboardEvent) => {
    const started = pressed.get(e.code || e.key);
    if (!started) return;
    pressed.delete(e.code || e.key);
    strokes[started.index]![1] = Math.round(now() - started.at);
  };
  input.addEventListener('keydown', down);
  input.addEventListener('keyup', up);
  return {
    value: (): string | undefined => (strokes.length > 0 ? JSON.stringify(strokes) : undefined),
    stop: () => {
      input.removeEventListener('keydown', down);
      input.removeEventListener('keyup', up);
    },
  };
}
