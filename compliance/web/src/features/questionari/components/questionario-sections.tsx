import {
  domandaVisibile,
  TIPI_RISPOSTA_MODULI,
  type ModelloDefinizione,
  type Risposta,
} from '@compliance/shared';
import { ANSWER_INPUTS, toRisposte, type FormAnswer } from './answer-inputs.tsx';

/** The anchor id of a template section (the section index links to it). */
export const sectionAnchor = (id: string) => `sezione-${id}`;

interface SectionsProps {
  def: ModelloDefinizione;
  form: Record<string, FormAnswer>;
  editing: boolean;
  errors: Record<string, string>;
  onChange(id: string, value: FormAnswer): void;
}

/**
 * The template's sections, each a titled region the section index links to: in edit mode one input per visible
 * question (ANSWER_INPUTS; conditional questions appear when their condition holds), in read mode the answers as
 * Italian text (TIPI_RISPOSTA_MODULI).
 */
export function QuestionarioSections({ def, form, editing, errors, onChange }: SectionsProps) {
  // visibility follows the answers as the API will read them (amounts and numbers parsed)
  const risposte: Record<string, Risposta> = toRisposte(def, form);
  return (
    <>
      {def.sezioni.map((s) => (
        <section
          key={s.id}
          id={sectionAnchor(s.id)}
          tabIndex={-1}
          aria-labelledby={`${sectionAnchor(s.id)}-titolo`}
          className="questionario-sezione"
        >
          <h3 id={`${sectionAnchor(s.id)}-titolo`}>{s.titolo}</h3>
          {editing ? (
            s.domande
              .filter((d) => domandaVisibile(d, risposte))
              .map((d) => {
                const Input = ANSWER_INPUTS[d.tipo];
                return (
                  <Input
                    key={d.id}
                    domanda={d}
                    value={form[d.id]}
                    error={errors[d.id]}
                    onChange={(v) => onChange(d.id, v)}
                  />
                );
              })
          ) : (
            <dl className="params">
              {s.domande
                .filter((d) => domandaVisibile(d, risposte))
                .map((d) => (
                  <div key={d.id}>
                    <dt>{d.testo}</dt>
                    <dd>
                      {risposte[d.id] === undefined
                        ? 'Non risposto'
                        : TIPI_RISPOSTA_MODULI[d.tipo].testo(risposte[d.id]!, d)}
                    </dd>
                  </div>
                ))}
            </dl>
          )}
        </section>
      ))}
    </>
  );
}
