import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translator.ts';
import english from '../../i18n/labels/later/login.json';
import { rememberDeviceLabel } from './remember-device.tsx';

const t = createTranslator(english, undefined);

describe('rememberDeviceLabel (spec §9)', () => {
  it.each([
    [0, 'Do not challenge me on this device again'],
    [1, 'Do not challenge me on this device for the next 1 minute'],
    [60, 'Do not challenge me on this device for the next 60 minutes'],
    [61, 'Do not challenge me on this device for the next 1 hour'],
    [720, 'Do not challenge me on this device for the next 12 hours'],
    [1440, 'Do not challenge me on this device for the next 24 hours'],
    [1441, 'Do not challenge me on this device for the next 1 day'],
    [43200, 'Do not challenge me on this device for the next 30 days'],
  ])('%i minutes → %s', (minutes, label) => {
    expect(rememberDeviceLabel(minutes, t)).toBe(label);
  });
});
