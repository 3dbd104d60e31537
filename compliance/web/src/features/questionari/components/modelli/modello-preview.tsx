import { useState } from 'react';
import { CLASSE_RISCHIO_LABELS, valutaQuestionario, type ModelloDefinizione } from '@compliance/shared';
import { toRisposte, type FormAnswer } from '../answer-inputs.tsx';
import { QuestionarioSections } from '../questionario-sections.tsx';

/**
 * The preview of a template being edited: the form as whoever fills it in will see it (conditional questions
 * appear as their condition is met), with the score and risk class the answers given here would get. Nothing is
 * saved.
 */
export function ModelloPreview({ def }: { def: ModelloDefinizione }) {
  const [form, setForm] = useState<Record<string, FormAnswer>>({});
  const v = valutaQuestionario(def, toRisposte(def, form));
  return (
    <section aria-labelledby="anteprima-titolo" className="modello-anteprima">
      <h2 id="anteprima-titolo">Anteprima: {def.titolo}</h2>
      <p role="status">
        Punteggio delle risposte di prova: {v.punteggio}, classe di rischio {CLASSE_RISCHIO_LABELS[v.classe]}.
      </p>
      <QuestionarioSections
        def={def}
        form={form}
        editing
        errors={Object.fromEntries(v.errori.map((e) => [e.field, e.message]))}
        onChange={(id, value) => setForm((f) => ({ ...f, [id]: value }))}
      />
    </section>
  );
}
