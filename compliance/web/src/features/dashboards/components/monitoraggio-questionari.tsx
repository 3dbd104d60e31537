import { Link as RouterLink } from 'react-router';
import { CruscottoScreen } from './cruscotto-screen.tsx';

/** `monitoraggioquestionari`: the questionnaire monitoring dashboard (design/compliance-domain.md §6). */
export function MonitoraggioQuestionari() {
  return (
    <CruscottoScreen
      id="monitoraggioquestionari"
      title="Monitoraggio questionari"
      intro={
        <p>
          Stato dell&apos;adeguata verifica della clientela: ogni numero apre l&apos;elenco filtrato. Vedi
          anche i <RouterLink to="/scadenze/questionari/inscadenza">questionari in scadenza</RouterLink> e
          l&apos;<RouterLink to="/questionari">elenco dei questionari</RouterLink>.
        </p>
      }
    />
  );
}
