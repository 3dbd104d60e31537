import { useState } from 'react';
import type { AuthTransaction, QueryOptions } from '@identity/client';
import type { Translate } from '../../../i18n/translator.ts';
import type { ShellActions } from '../../../shell/screen-props.ts';
import { DuoFrame } from './duo-frame.tsx';
import { duoOptions, isDuoProblem, postDuoResponse } from './duo-options.ts';

interface Props {
  /** The MFA_CHALLENGE (verify) or MFA_ENROLL_ACTIVATE (enrolment) that carries the Duo options. */
  tx: AuthTransaction;
  block: 'verification' | 'activation';
  t: Translate;
  actions: ShellActions;
  /** The form's `perform`: busy state, and the error banner when posting or polling fails. */
  perform(call: () => Promise<void>): Promise<boolean>;
  /** The poll's query (rememberDevice on verify). */
  query(): QueryOptions;
  /** A problem to announce in the form's banner (undefined: none). */
  onProblem(message: string | undefined): void;
}

/** The banner text of a Duo problem (spec §8 "Other": Duo errors). */
export function duoProblemText(tx: AuthTransaction, block: Props['block'], t: Translate): string | undefined {
  const o = duoOptions(tx.data, block);
  if (!isDuoProblem(o)) return undefined;
  return o.problem === 'server' ? t('error.duo.response', o.message) : t('error.duo.unavailable');
}

/**
 * The Duo step shared by verification and enrolment (spec §4 "Duo: the frame loads, waits for an auth or enroll
 * response, then posts it back combined with the application signature"; §7 "then poll"): the frame, then the
 * post-back and the poll, whose answer the shell routes. Without usable options it renders nothing (the parent
 * shows {@link duoProblemText}); an `ERR|` from the frame goes to `onProblem`.
 */
export function DuoStep({ tx, block, t, actions, perform, query, onProblem }: Props) {
  const [done, setDone] = useState(false);
  const options = duoOptions(tx.data, block);
  if (isDuoProblem(options)) return null;
  const signed = (response: string) => {
    if (done) return;
    setDone(true);
    onProblem(undefined);
    void perform(async () => {
      try {
        await postDuoResponse(options, response);
        await actions.transition(tx.poll(query()));
      } finally {
        setDone(false);
      }
    });
  };
  return (
    <DuoFrame
      options={options}
      t={t}
      onSigned={signed}
      onError={(message) => onProblem(t('error.duo.response', message))}
    />
  );
}
