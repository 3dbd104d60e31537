import type { EventoRevisioneTipo } from '@compliance/shared';
import { alertAnomaloEvento } from './alert-anomalo.evento.ts';
import { documentoScadutoEvento } from './documento-scaduto.evento.ts';
import type { EventoRevisione } from './evento-revisione.ts';
import { pepEvento } from './pep.evento.ts';
import { rischioInnalzatoEvento } from './rischio-innalzato.evento.ts';
import { sosEvento } from './sos.evento.ts';
import { titolareEffettivoEvento } from './titolare-effettivo.evento.ts';

/** Every event kind that makes a client's due diligence due at once, by kind (§1.4). */
export const EVENTI: Record<EventoRevisioneTipo, EventoRevisione> = {
  PEP: pepEvento,
  TITOLARE_EFFETTIVO: titolareEffettivoEvento,
  SOS: sosEvento,
  ALERT_ANOMALO: alertAnomaloEvento,
  DOCUMENTO_SCADUTO: documentoScadutoEvento,
  RISCHIO_INNALZATO: rischioInnalzatoEvento,
};
