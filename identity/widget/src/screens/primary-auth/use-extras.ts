import { useEffect, useState } from 'react';
import { addEnglish } from '../../i18n/translator.ts';
import { assetsLocation } from '../../lazy/assets.ts';
import { LAZY_CHUNKS, type ExtrasChunk, type LabelsChunk } from '../../lazy/lazy-chunks.ts';
import type { AssetsLocation } from '../../lazy/assets.ts';
import type { ResolvedSettings } from '../../settings/settings.ts';
import type { PrimaryAuthExtras } from './extras/extras.tsx';

/**
 * Primary sign-in's optional features (extras/extras.tsx: security beacon, device fingerprint, typing pattern):
 * null while none is on or until their chunk and the later English labels have loaded, then the extras.
 */
export function useExtras(settings: ResolvedSettings): PrimaryAuthExtras | null {
  const f = settings.features;
  const on = f.securityImage || f.deviceFingerprinting || f.trackTypingPattern;
  const [extras, setExtras] = useState<PrimaryAuthExtras | null>(null);
  useEffect(() => {
    if (!on) return;
    let live = true;
    const assets = assetsLocation(settings);
    void Promise.all([
      (LAZY_CHUNKS.extras as (a: AssetsLocation) => Promise<ExtrasChunk>)(assets),
      (LAZY_CHUNKS.labels as (a: AssetsLocation) => Promise<LabelsChunk>)(assets).then((m) =>
        addEnglish(m.LATER_ENGLISH),
      ),
    ]).then(([m]) => live && setExtras(m.createExtras(settings)));
    return () => {
      live = false;
    };
  }, [on]);
  return extras;
}
