import type { KitField } from '../../../kit/record-form.tsx';
import type { ApiFetch } from '../../../kit/api-context.tsx';
import { searchClients, TIPO_OPTIONS } from './documenti-api.ts';

/**
 * A document's description as the kit's form shows it, Italian labels. The detail (`existing`) also shows the
 * linked operation, kept as it is (documents are linked to operations through the API).
 */
export function documentFields(fetchApi: ApiFetch, existing = false): KitField[] {
  const linked: KitField[] = existing
    ? [{ name: 'operazioneId', label: 'Operazione collegata (id)', readOnly: true }]
    : [];
  return [
    { name: 'tipo', label: 'Tipo di documento', type: 'select', options: TIPO_OPTIONS, required: true },
    {
      name: 'soggettoId',
      label: 'Cliente',
      type: 'lookup',
      lookup: { search: (text) => searchClients(fetchApi, text), labelField: 'soggettoNominativo' },
    },
    ...linked,
    { name: 'numero', label: 'Numero del documento' },
    { name: 'rilasciatoDa', label: 'Rilasciato da' },
    { name: 'dataRilascio', label: 'Data di rilascio', type: 'date' },
    { name: 'dataScadenza', label: 'Data di scadenza', type: 'date' },
    { name: 'descrizione', label: 'Descrizione' },
    { name: 'conservaFinoAl', label: 'Conservare fino al', type: 'date' },
    { name: 'riservato', label: 'Riservato (non visibile agli operatori di filiale)', type: 'boolean' },
  ];
}
