import { useEffect, useMemo, useState } from 'react';
import { resolveLanguage } from '../i18n/languages.ts';
import { cachedBundle, loadBundle } from '../i18n/load-bundle.ts';
import { createTranslator, type Labels, type Translate } from '../i18n/translator.ts';
import { assetsBaseUrl, type ResolvedSettings } from '../settings/settings.ts';
import { WIDGET_VERSION } from '../version.ts';

/** Delay before the language loading indicator shows, ms (spec §2 "Other screens", §9). */
export const LOADING_INDICATOR_DELAY_MS = 200;

export interface LabelsState {
  /** The language of the labels actually shown (BCP 47, for `lang`): 'en' while loading or after a failed load. */
  language: string;
  ready: boolean;
  /** True once loading has lasted LOADING_INDICATOR_DELAY_MS. */
  showIndicator: boolean;
  t: Translate;
}

function overridesFor(settings: ResolvedSettings, language: string): Labels | undefined {
  const all = settings.i18n ?? {};
  const key = Object.keys(all).find((k) => k.toLowerCase() === language.toLowerCase());
  return key ? all[key] : undefined;
}

/**
 * Labels of the widget's language (spec §7 "Other"): English bundled, others from the cache or fetched with a
 * 5000 ms timeout; on failure the widget falls back to English and reports 'en' as its language (WCAG 3.1.1),
 * applying the host's English `i18n` overrides. Host overrides of the language in use always apply.
 */
export function useLabels(settings: ResolvedSettings): LabelsState {
  const language = useMemo(
    () =>
      resolveLanguage(
        settings.language,
        typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
      ),
    [settings.language],
  );
  const [bundle, setBundle] = useState<Labels | undefined>(() =>
    language === 'en' ? {} : cachedBundle(language, WIDGET_VERSION),
  );
  const [failed, setFailed] = useState(false);
  const [showIndicator, setShowIndicator] = useState(false);
  const ready = bundle !== undefined;

  useEffect(() => {
    if (ready) return;
    let live = true;
    const timer = setTimeout(() => live && setShowIndicator(true), LOADING_INDICATOR_DELAY_MS);
    loadBundle(language, {
      assetsBaseUrl: assetsBaseUrl(settings, WIDGET_VERSION),
      version: WIDGET_VERSION,
      rewrite: settings.assets?.rewrite,
    })
      .then(
        (labels) => ({ labels, ok: true }),
        () => ({ labels: {} as Labels, ok: false }),
      )
      .then(({ labels, ok }) => {
        if (!live) return;
        clearTimeout(timer);
        setShowIndicator(false);
        setFailed(!ok);
        setBundle(labels);
      });
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // The settings object is fixed for the life of a render.
  }, [language, ready]);

  const inUse = ready && !failed ? language : 'en';
  const overrides = overridesFor(settings, inUse);
  const t = useMemo(() => createTranslator(bundle, overrides), [bundle, overrides]);
  return { language: inUse, ready, showIndicator, t };
}
