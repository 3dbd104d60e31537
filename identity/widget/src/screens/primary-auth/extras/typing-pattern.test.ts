// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MAX_KEYSTROKES, trackTyping } from './typing-pattern.ts';

const key = (input: HTMLElement, type: 'keydown' | 'keyup', code: string, repeat = false) =>
  input.dispatchEvent(new KeyboardEvent(type, { code, key: code.slice(-1).toLowerCase(), repeat }));

describe('trackTyping', () => {
  it('records when each key went down (ms after the first) and how long it was held, ignoring auto-repeat', () => {
    const input = document.createElement('input');
    let clock = 1000;
    const tracker = trackTyping(input, () => clock);
    expect(tracker.value()).toBeUndefined();
    key(input, 'keydown', 'KeyA');
    clock = 1080;
    key(input, 'keydown', 'KeyB');
    key(input, 'keydown', 'KeyB', true);
    clock = 1100;
    key(input, 'keyup', 'KeyA');
    clock = 1150;
    key(input, 'keyup', 'KeyB');
    expect(JSON.parse(tracker.value()!)).toEqual([
      [0, 100],
      [80, 70],
    ]);
    tracker.stop();
    key(input, 'keydown', 'KeyC');
    expect(JSON.parse(tracker.value()!)).toHaveLength(2);
  });

  it('keeps at most MAX_KEYSTROKES keystrokes', () => {
    const input = document.createElement('input');
    const tracker = trackTyping(input, () => 0);
    for (let i = 0; i < MAX_KEYSTROKES + 10; i++) {
      key(input, 'keydown', 'KeyX');
      key(input, 'keyup', 'KeyX');
    }
    expect(JSON.parse(tracker.value()!)).toHaveLength(MAX_KEYSTROKES);
  });
});
