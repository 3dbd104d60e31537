import { useParams, useSearchParams } from 'react-router';
import { readDetailParams } from '../../../kit/route-params.ts';
import { SegnalazioneForm } from './segnalazione-form.tsx';
import { SegnalazioneView } from './segnalazione-view.tsx';
import { SessionGate } from './session-gate.tsx';

/**
 * `registrosegnalazioni/segnalazione/{id}/{readonly}/{layout}` (spec §2, unguarded): behind the session gate, the
 * report `id` as the API lets the user read it, or with `id` = `nuovo` the filing form of `?tipo=` (an SOS may be
 * prefilled from an alert: `alertId`, `soggettoId`, `cliente`, `operazioneId`).
 */
export function SegnalazioneDetail() {
  const { id, readonly, layout } = readDetailParams(useParams());
  const [search] = useSearchParams();
  const tipo = search.get('tipo') === 'WHISTLEBLOWING' ? 'WHISTLEBLOWING' : 'SOS';
  const from = Object.fromEntries(
    ['alertId', 'soggettoId', 'cliente', 'operazioneId'].flatMap((k) => {
      const v = search.get(k);
      return v ? [[k, v]] : [];
    }),
  );
  return (
    <SessionGate title="Segnalazione">
      {(me) =>
        id === 'nuovo' ? (
          <SegnalazioneForm tipo={tipo} roles={me.roles} from={from} />
        ) : (
          <SegnalazioneView id={id} readonly={readonly} layout={layout} />
        )
      }
    </SessionGate>
  );
}
