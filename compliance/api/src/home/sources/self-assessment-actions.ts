import { AUTOVALUTAZIONE_READERS, type AzioneAutovalutazione } from '@compliance/shared';
import { homeSource } from '../home-source.ts';

/** Where Home's self-assessment actions due come from (the selfevaluations area implements it). */
export interface AzioniAutovalutazioneSource {
  azioniInScadenza(today: string): Promise<AzioneAutovalutazione[]>;
}

/** Home's `azioniAutovalutazione` (issue 9): for those who read self-assessments (AUTOVALUTAZIONE_READERS) only. */
export const selfAssessmentActionsHomeSource = (autovalutazioni: AzioniAutovalutazioneSource) =>
  homeSource({
    name: 'azioniAutovalutazione',
    async figures({ principal, today }) {
      const reads = principal.roles.some((r) => (AUTOVALUTAZIONE_READERS as readonly string[]).includes(r));
      return { azioniAutovalutazione: reads ? await autovalutazioni.azioniInScadenza(today) : [] };
    },
  });
