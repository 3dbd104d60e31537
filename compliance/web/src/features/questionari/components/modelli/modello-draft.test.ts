import { describe, expect, it } from 'vitest';
import type { ModelloDefinizione } from '@compliance/shared';
import { conTipo, domandePrecedenti, freeId, modelloEditorErrors, nuovaSezione } from './modello-draft.ts';

const DEF: ModelloDefinizione = {
  titolo: 'Adeguata verifica',
  soglie: { BASSO: 10, MEDIO: 30, ALTO: 60 },
  sezioni: [
    {
      id: 'scopo',
      titolo: 'Scopo',
      domande: [
        { id: 'domanda1', testo: 'Rapporto estero?', tipo: 'sino', obbligatoria: true, puntiSi: 10 },
        {
          id: 'paese',
          testo: 'Quale paese?',
          tipo: 'scelta',
          obbligatoria: true,
          opzioni: [
            { valore: 'UE', etichetta: 'Unione europea', punti: 5 },
            { valore: 'EXTRA', etichetta: 'Extra UE', punti: 20, classeMinima: 'ALTO' },
          ],
          condizione: { domanda: 'domanda1', valori: ['si'] },
        },
      ],
    },
  ],
};

describe('the template editor’s draft helpers', () => {
  it('accepts a complete template and names every problem of a broken one, with its place', () => {
    expect(modelloEditorErrors(DEF)).toEqual([]);
    const broken: ModelloDefinizione = {
      ...DEF,
      titolo: ' ',
      soglie: { BASSO: 50, MEDIO: 30, ALTO: 60 },
      sezioni: [
        {
          ...DEF.sezioni[0]!,
          domande: [
            { ...DEF.sezioni[0]!.domande[1]!, opzioni: [{ valore: 'UE', etichetta: '' }] },
            { ...DEF.sezioni[0]!.domande[0]!, id: '1bad', testo: '' },
          ],
        },
      ],
    };
    expect(modelloEditorErrors(broken)).toEqual([
      'Il titolo del modello è obbligatorio.',
      'Sezione 1, domanda 1 (paese): servono almeno due opzioni.',
      'Sezione 1, domanda 1 (paese): ogni opzione ha un valore e un’etichetta.',
      'Sezione 1, domanda 2 (1bad): l’identificativo va scritto in lettere e cifre, iniziando con una minuscola.',
      'Sezione 1, domanda 2 (1bad): il testo è obbligatorio.',
      'La condizione della domanda paese deve riferirsi a una domanda precedente.',
      'Le soglie devono crescere da BASSO ad ALTO.',
    ]);
  });

  it('gives new sections and questions free ids, and adapts a question to its new type', () => {
    expect(freeId(DEF, 'domanda')).toBe('domanda2');
    expect(nuovaSezione(DEF)).toMatchObject({ id: 'sezione1', domande: [{ id: 'domanda2', tipo: 'testo' }] });
    const sino = DEF.sezioni[0]!.domande[0]!;
    const scelta = conTipo(sino, 'scelta');
    expect(scelta.puntiSi).toBeUndefined();
    expect(scelta.opzioni).toHaveLength(2);
    expect(conTipo(DEF.sezioni[0]!.domande[1]!, 'testo').opzioni).toBeUndefined();
    expect(domandePrecedenti(DEF, 0, 1).map((d) => d.id)).toEqual(['domanda1']);
  });
});
