import { CAMPAGNA_CANALE_LABELS } from '@compliance/shared';
import type { ClienteCampagna } from './campagna-clienti.repository.ts';
import type { CampagnaRiga } from './ordersurveys.repository.ts';

/** A message about one client of a campaign (the outbox's NuovoMessaggio shape). */
export interface MessaggioCampagna {
  destinatario: string;
  oggetto: string;
  testo: string;
  tipo: 'INVITO' | 'SOLLECITO';
  campagnaId: string;
  soggettoId: string;
  dipendenzaId: string;
}

/** Where a campaign's messages go and the links they carry. */
export interface Indirizzi {
  /** The suite's public URL (links to the questionnaire). */
  publicUrl: string;
  /** Operators' logins per branch id. */
  operatori: Map<string, string[]>;
  /** Where a message goes when the client's branch has no operator (the AML function's mailbox). */
  ripiego: string;
}

const data = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The message of `tipo` for each client: addressed to the operators of the client's branch (who meet the client
 * and fill the questionnaire with them), or to the fallback mailbox; Italian, plain text, with the link to the
 * client's questionnaire, the answer's due date and the campaign's channel.
 */
export function messaggiCampagna(
  tipo: 'INVITO' | 'SOLLECITO',
  campagna: CampagnaRiga,
  clienti: readonly ClienteCampagna[],
  to: Indirizzi,
): MessaggioCampagna[] {
  return clienti.map((c) => {
    const link = `${to.publicUrl}/questionari/questionario/${c.soggettoId}/false/pagina/${c.tipoPersona}/${c.questionarioNumero}`;
    const entro = campagna.scadenzaRisposta ? ` entro il ${data(campagna.scadenzaRisposta)}` : '';
    const apertura =
      tipo === 'INVITO'
        ? `la campagna «${campagna.nome}» chiede di raccogliere${entro} il questionario di adeguata verifica del cliente ${c.nominativo}.`
        : `il questionario di adeguata verifica del cliente ${c.nominativo} per la campagna «${campagna.nome}» non è ancora stato inviato${entro ? `: la risposta è attesa${entro}` : ''}.`;
    return {
      destinatario: (to.operatori.get(c.dipendenzaId) ?? [to.ripiego]).join(', '),
      oggetto: `${tipo === 'INVITO' ? 'Questionario di adeguata verifica' : 'Sollecito: questionario di adeguata verifica'} – ${c.nominativo}`,
      testo: [
        'Buongiorno,',
        '',
        apertura,
        `Questionario n. ${c.questionarioNumero}: ${link}`,
        `Canale della campagna: ${CAMPAGNA_CANALE_LABELS[campagna.canale].toLowerCase()}.`,
        '',
        'Funzione Antiriciclaggio',
      ].join('\n'),
      tipo,
      campagnaId: campagna.id,
      soggettoId: c.soggettoId,
      dipendenzaId: c.dipendenzaId,
    };
  });
}
