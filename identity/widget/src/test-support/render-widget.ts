import { afterEach, vi } from 'vitest';
import { SignInWidget, type WidgetSettings } from '../widget.ts';

const widgets: SignInWidget[] = [];

afterEach(() => {
  while (widgets.length) widgets.pop()?.remove();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Renders a widget into a fresh element with the given settings; returns the widget and a success spy. */
export function renderWidget(settings: Partial<WidgetSettings> = {}) {
  const el = document.createElement('div');
  document.body.appendChild(el);
  const widget = new SignInWidget({ baseUrl: 'http://localhost:8080', language: 'en', ...settings });
  widgets.push(widget);
  const success = vi.fn();
  const error = vi.fn();
  widget.renderEl({ el }, success, error);
  return { widget, el, success, error };
}
