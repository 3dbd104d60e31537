import { useDocumentTitle } from '../../ui/use-document-title.ts';

/** The "Sessione chiusa" screen (spec §2 "Session closed screen"), shown instead of the widget to external apps. */
export function SessionClosed() {
  useDocumentTitle('Sessione chiusa');
  return (
    <section aria-labelledby="page-title" className="card session-closed">
      <h1 id="page-title">Sessione chiusa</h1>
      <p>
        La sessione è stata chiusa, forse per un&apos;azione volontaria oppure dopo un periodo di inattività
        molto lungo.
      </p>
      <p>Chiudi questa finestra e accedi di nuovo dall&apos;applicazione principale.</p>
    </section>
  );
}
