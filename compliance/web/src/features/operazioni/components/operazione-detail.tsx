import { useMemo } from 'react';
import { useParams } from 'react-router';
import { GIORNI_REGISTRAZIONE, operazioneErrors } from '@compliance/shared';
import { useApi } from '../../../kit/api-context.tsx';
import { useBranchOptions } from '../../../kit/branch-options.ts';
import { DetailScreen } from '../../../kit/detail-screen.tsx';
import type { KitField } from '../../../kit/record-form.tsx';
import { readDetailParams } from '../../../kit/route-params.ts';
import { useCanEditOperations } from '../../../kit/use-roles.ts';
import {
  CANALE_OPTIONS,
  CAUSALE_OPTIONS,
  MEZZO_OPTIONS,
  OPERAZIONI_AREA,
  operazionePath,
  searchClients,
  SEGNO_OPTIONS,
  TIPO_OPTIONS,
} from '../api/operazioni-api.ts';

const S = {
  op: 'Operazione',
  amount: 'Importi',
  parties: 'Soggetti',
  counterpart: 'Controparte e beneficiario',
  flags: 'Anomalie',
};

/**
 * `operazioni/operazione/{id}/{readonly}/{layout}/{tipopersona}`: an operation (design/compliance-domain.md
 * §2.1). `tipopersona` selects the parties: the client is searched among clients of that kind, and for a legal
 * entity the executor (who acts for it) comes first. Amounts are typed in euros and stored in cents. The day the
 * suite recorded it and the late-recording flag (§1.5) are shown, never edited.
 */
export function OperazioneDetail() {
  const { tipopersona } = readDetailParams(useParams());
  const tipo = tipopersona ?? 'PF';
  const fetchApi = useApi();
  const branches = useBranchOptions();
  const lookup = useMemo(
    () => ({
      search: (text: string) => searchClients(fetchApi, tipo, text),
      labelField: 'clienteNominativo',
    }),
    [fetchApi, tipo],
  );
  const executor: KitField[] = [
    { name: 'esecutoreNominativo', label: 'Esecutore', section: S.parties },
    { name: 'esecutoreCodiceFiscale', label: "Codice fiscale dell'esecutore", section: S.parties },
  ];
  const client: KitField = {
    name: 'soggettoId',
    label: tipo === 'PF' ? 'Cliente (persona fisica)' : 'Cliente (persona giuridica)',
    type: 'lookup',
    lookup,
    required: true,
    section: S.parties,
  };
  const fields: KitField[] = [
    { name: 'numeroOperazione', label: 'Numero', existingOnly: true, section: S.op },
    {
      name: 'dipendenzaId',
      label: 'Dipendenza',
      type: 'select',
      options: branches,
      required: true,
      section: S.op,
    },
    { name: 'dataOperazione', label: 'Data operazione', type: 'date', required: true, section: S.op },
    { name: 'dataValuta', label: 'Data valuta', type: 'date', section: S.op },
    {
      name: 'dataRegistrazione',
      label: 'Data di registrazione',
      type: 'date',
      existingOnly: true,
      section: S.op,
    },
    {
      name: 'tipoOperazione',
      label: 'Tipo',
      type: 'select',
      options: TIPO_OPTIONS,
      required: true,
      section: S.op,
    },
    { name: 'rapporto', label: 'Rapporto (IBAN o numero)', section: S.op },
    {
      name: 'causaleAnalitica',
      label: 'Causale analitica',
      type: 'select',
      options: CAUSALE_OPTIONS,
      required: true,
      section: S.op,
    },
    { name: 'segno', label: 'Segno', type: 'select', options: SEGNO_OPTIONS, required: true, section: S.op },
    {
      name: 'mezzoPagamento',
      label: 'Mezzo di pagamento',
      type: 'select',
      options: MEZZO_OPTIONS,
      required: true,
      section: S.op,
    },
    {
      name: 'canale',
      label: 'Canale',
      type: 'select',
      options: CANALE_OPTIONS,
      required: true,
      section: S.op,
    },
    { name: 'importo', label: 'Importo nella divisa', type: 'cents', required: true, section: S.amount },
    { name: 'divisa', label: 'Divisa', required: true, section: S.amount },
    { name: 'importoEur', label: 'Controvalore in euro', type: 'cents', required: true, section: S.amount },
    {
      name: 'importoContante',
      label: 'di cui in contante',
      type: 'cents',
      required: true,
      section: S.amount,
    },
    ...(tipo === 'PG' ? [...executor, client] : [client, ...executor]),
    { name: 'controparteNominativo', label: 'Controparte', section: S.counterpart },
    { name: 'controparteCodiceFiscale', label: 'Codice fiscale della controparte', section: S.counterpart },
    { name: 'controparteIban', label: 'IBAN della controparte', section: S.counterpart },
    { name: 'controparteIntermediario', label: 'Intermediario (BIC o ABI/CAB)', section: S.counterpart },
    { name: 'contropartePaese', label: 'Paese della controparte', section: S.counterpart },
    { name: 'controparteComune', label: 'Comune della controparte', section: S.counterpart },
    { name: 'beneficiarioNominativo', label: 'Beneficiario', section: S.counterpart },
    { name: 'beneficiarioCodiceFiscale', label: 'Codice fiscale del beneficiario', section: S.counterpart },
    { name: 'paeseOrigine', label: 'Paese di origine', section: S.counterpart },
    { name: 'paeseDestinazione', label: 'Paese di destinazione', section: S.counterpart },
    { name: 'frazionata', label: 'Operazione frazionata', type: 'boolean', section: S.flags },
    { name: 'anomala', label: 'Operazione anomala', type: 'boolean', section: S.flags },
    {
      name: 'registrazioneTardiva',
      label: `Registrata oltre ${GIORNI_REGISTRAZIONE} giorni dopo l'operazione`,
      type: 'boolean',
      existingOnly: true,
      section: S.flags,
    },
    { name: 'indicatoriAnomalia', label: 'Indicatori di anomalia (es. 15.1, 16.2)', section: S.flags },
    { name: 'note', label: 'Note', section: S.flags },
  ];
  return (
    <DetailScreen
      key={tipo}
      area={OPERAZIONI_AREA}
      title={(r) => (r ? `Operazione n. ${r.numeroOperazione}` : 'Nuova operazione')}
      fields={fields}
      validate={operazioneErrors}
      initial={{
        divisa: 'EUR',
        tipoOperazione: 'RAPPORTO',
        importoContante: '0',
        frazionata: false,
        anomala: false,
      }}
      canEdit={useCanEditOperations()}
      listPath="/operazioni"
      detailPath={(id, readonly, layout) => operazionePath(id, readonly, layout, tipo)}
    />
  );
}
