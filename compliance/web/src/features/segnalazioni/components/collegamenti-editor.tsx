import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { Segnalazione, SegnalazioneCollegamento } from '@compliance/shared';
import { ActionOutcome } from '../../../kit/action-outcome.tsx';
import { useApi } from '../../../kit/api-context.tsx';
import { LookupField } from '../../../kit/lookup-field.tsx';
import type { FormValues } from '../../../kit/field-values.ts';
import {
  searchClients,
  SEGNALAZIONI_AREA,
  sendCollegamento,
  useClientOperations,
} from '../api/segnalazioni-api.ts';

type Change = Omit<SegnalazioneCollegamento, 'version'> & { done: string };

/** The API labels the reported client "… (segnalato)"; only the clients linked later can be unlinked. */
const isReported = (etichetta: string) => etichetta.endsWith('(segnalato)');

/**
 * The linked clients and operations of an undecided SOS, editable by the AML function (design/compliance-domain.md
 * §2.3; `POST /api/segnalazioni/{id}/collegamenti`): unlink a client linked later (its operations go with it) or an
 * operation; link a client found by name or tax code, or an operation of a linked client. Each change is sent at
 * the version read; the outcome is announced (a refusal with the API's reasons).
 */
export function CollegamentiEditor({ s }: { s: Segnalazione }) {
  const fetchApi = useApi();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>({});
  const [opClient, setOpClient] = useState(s.soggetti[0]?.id ?? '');
  const [opId, setOpId] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const ops = useClientOperations(opClient);
  const change = useMutation({
    mutationFn: ({ done: _d, ...c }: Change) =>
      sendCollegamento(fetchApi, s.id, { ...c, version: s.version }),
    onMutate: () => setDone(null),
    onSuccess: (updated, c) => {
      queryClient.setQueryData(['record', SEGNALAZIONI_AREA, s.id], updated);
      setValues({});
      setOpId('');
      setDone(c.done);
    },
  });
  const linked = new Set(s.operazioni.map((o) => o.id));

  return (
    <section aria-labelledby="collegamenti-modifica">
      <h2 id="collegamenti-modifica">Modifica i collegamenti</h2>
      <ActionOutcome done={done} failed={change.isError} error={change.error} />
      <ul>
        {s.soggetti
          .filter((c) => !isReported(c.etichetta))
          .map((c) => (
            <li key={c.id}>
              <Button
                disabled={change.isPending}
                onClick={() =>
                  change.mutate({ azione: 'rimuovi', soggettoId: c.id, done: `Scollegato ${c.etichetta}.` })
                }
              >
                Scollega {c.etichetta}
              </Button>
            </li>
          ))}
        {s.operazioni.map((o) => (
          <li key={o.id}>
            <Button
              disabled={change.isPending}
              onClick={() =>
                change.mutate({
                  azione: 'rimuovi',
                  operazioneId: o.id,
                  done: `Scollegata l’operazione ${o.etichetta}.`,
                })
              }
            >
              Scollega l’operazione {o.etichetta}
            </Button>
          </li>
        ))}
      </ul>
      <div className="modello-riga">
        <LookupField
          id="collega-cliente"
          field={{
            name: 'soggettoId',
            label: 'Cliente da collegare',
            type: 'lookup',
            lookup: { search: (text) => searchClients(fetchApi, text), labelField: 'nominativo' },
          }}
          values={values}
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        />
        <Button
          variant="outlined"
          disabled={!values.soggettoId || change.isPending}
          onClick={() =>
            change.mutate({
              azione: 'aggiungi',
              soggettoId: String(values.soggettoId),
              done: `Collegato ${String(values.nominativo ?? 'il cliente')}.`,
            })
          }
        >
          Collega il cliente
        </Button>
      </div>
      <div className="modello-riga">
        <TextField
          select
          id="collega-op-cliente"
          label="Operazioni del cliente"
          value={opClient}
          onChange={(e) => {
            setOpClient(e.target.value);
            setOpId('');
          }}
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {s.soggetti.map((c) => (
            <option key={c.id} value={c.id}>
              {c.etichetta}
            </option>
          ))}
        </TextField>
        <TextField
          select
          id="collega-op"
          label="Operazione da collegare"
          value={opId}
          onChange={(e) => setOpId(e.target.value)}
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Scegli…</option>
          {(ops.data ?? [])
            .filter((o) => !linked.has(o.id))
            .map((o) => (
              <option key={o.id} value={o.id}>
                n. {o.numeroOperazione} del {o.dataOperazione}
              </option>
            ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={!opId || change.isPending}
          onClick={() =>
            change.mutate({ azione: 'aggiungi', operazioneId: opId, done: 'Operazione collegata.' })
          }
        >
          Collega l’operazione
        </Button>
      </div>
    </section>
  );
}
