import { ConfigError } from '../lib/config-error.ts';
import type { WidgetSettings } from './settings.ts';

const BRAND_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * Validates constructor settings (spec §5 "Settings"): `baseUrl` required, `colors.brand` a '#' and six
 * hex digits; `features.identifierFirst` only with `features.idpDiscovery` (spec §5 "Sign-in"). Throws ConfigError
 * ('error.required.baseUrl', 'error.invalid.colors.brand', 'error.invalid.identifierFirst').
 */
export function validateSettings(settings: WidgetSettings | undefined): asserts settings is WidgetSettings {
  if (!settings || typeof settings.baseUrl !== 'string' || settings.baseUrl.trim() === '') {
    throw new ConfigError('error.required.baseUrl');
  }
  const brand = settings.colors?.brand;
  if (brand !== undefined && !BRAND_COLOR.test(brand)) {
    throw new ConfigError('error.invalid.colors.brand');
  }
  if (settings.features?.identifierFirst && !settings.features.idpDiscovery) {
    throw new ConfigError('error.invalid.identifierFirst');
  }
}

/**
 * Resolves the element to render into (spec §5: `el` required). Throws ConfigError('error.required.el')
 * when missing or when the selector matches nothing.
 */
export function resolveElement(el: string | HTMLElement | undefined): HTMLElement {
  if (typeof el === 'string' && el.trim() !== '') {
    const found = document.querySelector<HTMLElement>(el);
    if (found) return found;
  } else if (el instanceof HTMLElement) {
    return el;
  }
  throw new ConfigError('error.required.el');
}

/** Throws ConfigError('error.required.success') unless `fn` is a function. */
export function requireSuccessHandler(fn: unknown): asserts fn is (res: unknown) => void {
  if (typeof fn !== 'function') throw new ConfigError('error.required.success');
}
