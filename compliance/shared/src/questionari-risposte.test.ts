import { describe, expect, it } from 'vitest';
import type { ModelloDefinizione } from './questionari.ts';
import { modelloErrors, risposteVisibili, valutaQuestionario } from './questionari-risposte.ts';

const def: ModelloDefinizione = {
  titolo: 'Prova',
  soglie: { BASSO: 10, MEDIO: 20, ALTO: 40 },
  sezioni: [
    {
      id: 'a',
      titolo: 'A',
      domande: [
        { id: 'pep', testo: 'PEP', tipo: 'sino', obbligatoria: true, puntiSi: 5, classeMinimaSi: 'ALTO' },
        {
          id: 'carica',
          testo: 'Carica',
          tipo: 'testo',
          obbligatoria: true,
          condizione: { domanda: 'pep', valori: ['si'] },
        },
        {
          id: 'paesi',
          testo: 'Paesi',
          tipo: 'sceltaMultipla',
          obbligatoria: true,
          opzioni: [
            { valore: 'IT', etichetta: 'Italia', punti: 0 },
            { valore: 'UE', etichetta: 'UE', punti: 6 },
            { valore: 'X', etichetta: 'Extra UE', punti: 9 },
          ],
        },
        {
          id: 'importo',
          testo: 'Importo',
          tipo: 'importo',
          obbligatoria: false,
          fasce: [
            { da: 0, punti: 0 },
            { da: 100_000, punti: 10 },
          ],
        },
        { id: 'data', testo: 'Data', tipo: 'data', obbligatoria: false },
      ],
    },
  ],
};

describe('questionnaire scoring', () => {
  it('sums the points of visible answers and maps them to the class thresholds', () => {
    expect(valutaQuestionario(def, { pep: false, paesi: ['IT'] })).toMatchObject({
      punteggio: 0,
      classe: 'IRRILEVANTE',
    });
    expect(valutaQuestionario(def, { pep: false, paesi: ['UE', 'X'] })).toMatchObject({
      punteggio: 15,
      classe: 'BASSO',
    });
    expect(valutaQuestionario(def, { pep: false, paesi: ['X'], importo: 100_000 })).toMatchObject({
      punteggio: 19,
      classe: 'BASSO',
    });
    expect(valutaQuestionario(def, { pep: false, paesi: ['UE', 'X'], importo: 250_000 }).classe).toBe(
      'MEDIO',
    );
  });

  it('raises the class to an answer’s minimum class (a PEP is always ALTO)', () => {
    expect(valutaQuestionario(def, { pep: true, carica: 'Sindaco', paesi: ['IT'] })).toMatchObject({
      punteggio: 5,
      classe: 'ALTO',
    });
  });

  it('requires visible required answers only when complete, and names malformed and unknown answers', () => {
    expect(valutaQuestionario(def, { pep: true }).errori).toEqual([]);
    const complete = valutaQuestionario(def, { pep: true }, true).errori.map((e) => e.field);
    expect(complete).toEqual(['carica', 'paesi']);
    expect(valutaQuestionario(def, { pep: false }, true).errori.map((e) => e.field)).toEqual(['paesi']);
    const bad = valutaQuestionario(def, {
      pep: 'forse',
      paesi: ['ZZ'],
      importo: 1.5,
      data: '2026-13-45',
      x: 1,
    });
    expect(bad.errori.map((e) => e.field)).toEqual(['pep', 'paesi', 'importo', 'data', 'x']);
  });

  it('drops answers to hidden questions', () => {
    expect(risposteVisibili(def, { pep: false, carica: 'Sindaco' })).toEqual({ pep: false });
    expect(risposteVisibili(def, { pep: true, carica: 'Sindaco' })).toEqual({ pep: true, carica: 'Sindaco' });
  });

  it('checks a template’s structure', () => {
    expect(modelloErrors(def)).toEqual([]);
    const broken: ModelloDefinizione = {
      ...def,
      soglie: { BASSO: 30, MEDIO: 20, ALTO: 10 },
      sezioni: [{ ...def.sezioni[0]!, domande: [def.sezioni[0]!.domande[1]!, def.sezioni[0]!.domande[1]!] }],
    };
    expect(modelloErrors(broken).map((e) => e.message)).toEqual([
      'La condizione della domanda carica deve riferirsi a una domanda precedente.',
      'Domanda carica ripetuta.',
      'La condizione della domanda carica deve riferirsi a una domanda precedente.',
      'Le soglie devono crescere da BASSO ad ALTO.',
    ]);
  });
});
