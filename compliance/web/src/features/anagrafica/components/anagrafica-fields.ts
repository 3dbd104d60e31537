import type { KitField } from '../../../kit/record-form.tsx';
import { DOCUMENTO_OPTIONS, FORMA_OPTIONS, SESSO_OPTIONS } from '../api/anagrafica-api.ts';

type Options = ReadonlyArray<{ value: string; label: string }>;

const address = (section: string): KitField[] => [
  { name: 'indirizzo', label: 'Indirizzo', section },
  { name: 'cap', label: 'CAP', section },
  { name: 'comune', label: 'Comune', section },
  { name: 'provincia', label: 'Provincia', section },
];

/**
 * The personal-data section of a client's screen by `tipo` (design/compliance-domain.md §1.3, "Anagrafica"): PF
 * identity, residence, identity document and PEP; PG name, legal form, VAT and tax code, registered office,
 * legal representative and beneficial owners. The questionnaire (spec §2, the same screen) adds its sections
 * after these.
 */
export function anagraficaFields(tipo: 'PF' | 'PG', branches: Options): KitField[] {
  const common: KitField = {
    name: 'dipendenzaId',
    label: 'Dipendenza',
    type: 'select',
    options: branches,
    required: true,
    section: 'Dati anagrafici',
  };
  if (tipo === 'PF') {
    return [
      common,
      { name: 'cognome', label: 'Cognome', required: true, section: 'Dati anagrafici' },
      { name: 'nome', label: 'Nome', required: true, section: 'Dati anagrafici' },
      { name: 'sesso', label: 'Sesso', type: 'select', options: SESSO_OPTIONS, section: 'Dati anagrafici' },
      {
        name: 'dataNascita',
        label: 'Data di nascita',
        type: 'date',
        required: true,
        section: 'Dati anagrafici',
      },
      { name: 'luogoNascita', label: 'Luogo di nascita', required: true, section: 'Dati anagrafici' },
      { name: 'codiceFiscale', label: 'Codice fiscale', required: true, section: 'Dati anagrafici' },
      { name: 'cittadinanza', label: 'Cittadinanza', section: 'Dati anagrafici' },
      {
        name: 'pep',
        label: 'Persona politicamente esposta (PEP)',
        type: 'boolean',
        section: 'Dati anagrafici',
      },
      ...address('Residenza'),
      {
        name: 'tipoDocumento',
        label: 'Tipo di documento',
        type: 'select',
        options: DOCUMENTO_OPTIONS,
        section: "Documento d'identità",
      },
      { name: 'numeroDocumento', label: 'Numero', section: "Documento d'identità" },
      { name: 'documentoRilasciatoDa', label: 'Rilasciato da', section: "Documento d'identità" },
      {
        name: 'documentoDataRilascio',
        label: 'Data di rilascio',
        type: 'date',
        section: "Documento d'identità",
      },
      {
        name: 'documentoDataScadenza',
        label: 'Data di scadenza',
        type: 'date',
        section: "Documento d'identità",
      },
    ];
  }
  return [
    common,
    { name: 'denominazione', label: 'Denominazione', required: true, section: 'Dati anagrafici' },
    {
      name: 'formaGiuridica',
      label: 'Forma giuridica',
      type: 'select',
      options: FORMA_OPTIONS,
      required: true,
      section: 'Dati anagrafici',
    },
    { name: 'partitaIva', label: 'Partita IVA', section: 'Dati anagrafici' },
    { name: 'codiceFiscale', label: 'Codice fiscale', required: true, section: 'Dati anagrafici' },
    ...address('Sede legale'),
    {
      name: 'legaleRappresentante',
      label: 'Legale rappresentante',
      required: true,
      section: 'Legale rappresentante',
    },
    {
      name: 'legaleRappresentanteCodiceFiscale',
      label: 'Codice fiscale del legale rappresentante',
      section: 'Legale rappresentante',
    },
    {
      name: 'titolariEffettivi',
      label: 'Titolari effettivi',
      type: 'rows',
      section: 'Titolari effettivi',
      columns: [
        { name: 'cognome', label: 'Cognome', required: true },
        { name: 'nome', label: 'Nome', required: true },
        { name: 'codiceFiscale', label: 'Codice fiscale', required: true },
        { name: 'quota', label: 'Quota %', type: 'number', required: true },
        { name: 'pep', label: 'PEP', type: 'boolean' },
      ],
    },
  ];
}
