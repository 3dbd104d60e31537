import { LIVELLO_LABELS, type Livello } from '@compliance/shared';
import type { BadgeTone } from '../../../kit/status-badge.tsx';

/** A level as words with its number ("3 – Abbastanza significativo"), or a dash when not yet given. */
export function livelloText(livello: Livello | undefined): string {
  return livello ? `${livello} – ${LIVELLO_LABELS[livello]}` : '—';
}

/** The badge tone of a residual level (its words are always shown too: never colour alone). */
export const LIVELLO_TONES: Record<Livello, BadgeTone> = {
  1: 'success',
  2: 'info',
  3: 'warning',
  4: 'error',
};
