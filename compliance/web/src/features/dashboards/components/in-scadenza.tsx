import { Link as RouterLink } from 'react-router';
import { MESI_REVISIONE } from '@compliance/shared';
import { CruscottoScreen } from './cruscotto-screen.tsx';

/** `scadenze/questionari/inscadenza`: the reviews coming due and expired, overall and per branch. */
export function InScadenza() {
  return (
    <CruscottoScreen
      id="inscadenza"
      title="Questionari in scadenza"
      intro={
        <p>
          Clienti la cui adeguata verifica va rinnovata: la data di revisione segue la classe di rischio (alto{' '}
          {MESI_REVISIONE.ALTO} mesi, medio {MESI_REVISIONE.MEDIO}, basso {MESI_REVISIONE.BASSO}, irrilevante{' '}
          {MESI_REVISIONE.IRRILEVANTE}). Ogni numero apre l&apos;elenco filtrato. Torna al{' '}
          <RouterLink to="/monitoraggioquestionari">monitoraggio questionari</RouterLink>.
        </p>
      }
    />
  );
}
