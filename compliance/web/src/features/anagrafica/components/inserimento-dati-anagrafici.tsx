import { useParams } from 'react-router';
import { soggettoErrors } from '@compliance/shared';
import { useBranchOptions } from '../../../kit/branch-options.ts';
import { DetailScreen } from '../../../kit/detail-screen.tsx';
import { readDetailParams } from '../../../kit/route-params.ts';
import { useCanEditOperations } from '../../../kit/use-roles.ts';
import { anagraficaPath, SOGGETTI_AREA } from '../api/anagrafica-api.ts';
import { anagraficaFields } from './anagrafica-fields.ts';

/** How a larger screen (the questionnaire, app/questionari-area.tsx) embeds the identity record as its section. */
export interface IdentitySectionProps {
  /** Shown as a section (h2, no link back to the list) rather than as the page. */
  embedded?: boolean;
  /** Where a save leads (default: this record's own route). */
  detailPath?(id: string, readonly: boolean, layout: string): string;
}

/**
 * `inserimentodatianagrafici/{id}/{readonly}/{layout}/{tipopersona}`: a client's personal data, PF or PG by the
 * route (an existing client keeps its own kind). Validated with the shared `soggettoErrors` before saving (tax
 * code check characters, beneficial owners' shares at most 100 %); the API checks again.
 */
export function InserimentoDatiAnagrafici(props: IdentitySectionProps = {}) {
  const params = readDetailParams(useParams());
  const tipo = params.tipopersona ?? 'PF';
  const branches = useBranchOptions();
  const fields = anagraficaFields(tipo, branches);
  return (
    <DetailScreen
      key={`${params.id}-${tipo}`}
      area={SOGGETTI_AREA}
      title={(r) =>
        r
          ? `Anagrafica di ${r.nominativo}`
          : tipo === 'PF'
            ? 'Nuova persona fisica'
            : 'Nuova persona giuridica'
      }
      fields={fields}
      validate={soggettoErrors}
      fixedInput={{ tipoPersona: tipo }}
      initial={tipo === 'PF' ? { pep: false } : { titolariEffettivi: [] }}
      canEdit={useCanEditOperations()}
      listPath="/anagrafiche"
      detailPath={props.detailPath ?? ((id, readonly, layout) => anagraficaPath(id, readonly, layout, tipo))}
      embedded={props.embedded ?? false}
    />
  );
}
