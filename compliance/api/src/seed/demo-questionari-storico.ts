import { MESI_REVISIONE } from '@compliance/shared';
import { addMonths } from '../questionari/questionari-transizioni.ts';
import { DEMO_VERIFIER, type QuestionarioDemo } from './demo-questionari.ts';
import { createPrng } from './prng.ts';

/** `iso` (yyyy-MM-dd) plus `days`. */
function plusDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Earlier verified submissions before each of `current` (generateQuestionari's), so every client has `history`
 * submissions: numbers 1 to history - 1 verified one review period apart (the period of their final class, the
 * same answers), the current one renumbered `history`. When the current one is verified the last earlier one was
 * renewed on its review date; otherwise (a renewal under way) the last earlier one's review date falls from 60 days
 * ago to 90 days ahead of `today`, so clients are expired or coming due. Same inputs, same submissions; `history`
 * 1 answers `current` unchanged. The bench seeds with it (bench/suite), the demo does not.
 */
export function withHistory(
  seed: number,
  current: readonly QuestionarioDemo[],
  today: string,
  history: number,
): QuestionarioDemo[] {
  if (history <= 1) return [...current];
  const prng = createPrng(seed ^ 0x5707);
  return current.flatMap((q) => {
    const months = MESI_REVISIONE[q.classeOverride ?? q.classeCalcolata];
    // the review date of the last earlier submission
    const anchor = q.dataVerifica ? q.dataVerifica.slice(0, 10) : plusDays(today, prng.int(-60, 90));
    const older: QuestionarioDemo[] = [];
    for (let n = 1; n < history; n += 1) {
      const dataRevisione = addMonths(anchor, -months * (history - 1 - n));
      const { classeOverride: _o, motivazioneOverride: _m, motivazioneRespinto: _r, ...base } = q;
      older.push({
        ...base,
        numero: n,
        stato: 'VERIFICATO',
        inviatoDa: q.autore,
        verificatore: DEMO_VERIFIER,
        dataVerifica: addMonths(dataRevisione, -months),
        dataRevisione,
      });
    }
    return [...older, { ...q, numero: history }];
  });
}
