import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import type { CruscottoId, FiguraCruscotto } from '@compliance/shared';
import { formatDate } from '../../../kit/formats.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { useCruscotto } from '../api/get-cruscotto.ts';
import { FiguraGrafico } from './figura-grafico.tsx';
import { FiguraRiquadri } from './figura-riquadri.tsx';
import { FiguraTabella, type VistaTabella } from './figura-tabella.tsx';

/** How a figure is drawn, by its id: a chart with its table, a table, or (any other figure) tiles. */
const VISTE: Readonly<Record<string, { tipo: 'grafico' | 'tabella' } & VistaTabella>> = {
  'per-stato': { tipo: 'grafico', gruppo: 'Stato', misura: 'Questionari' },
  'per-classe': { tipo: 'grafico', gruppo: 'Classe di rischio', misura: 'Clienti' },
  'completamento-dipendenze': {
    tipo: 'tabella',
    gruppo: 'Dipendenza',
    misura: 'Con verifica valida',
    base: 'Clienti',
  },
  'scadenze-dipendenze': {
    tipo: 'tabella',
    gruppo: 'Dipendenza',
    misura: 'Entro 90 giorni',
    base: 'Con verifica valida',
  },
  'scaduti-dipendenze': { tipo: 'tabella', gruppo: 'Dipendenza', misura: 'Scaduti' },
};

function Figura({ figura }: { figura: FiguraCruscotto }) {
  const vista = VISTE[figura.id];
  if (vista?.tipo === 'grafico') return <FiguraGrafico figura={figura} vista={vista} />;
  if (vista?.tipo === 'tabella') return <FiguraTabella figura={figura} vista={vista} />;
  return <FiguraRiquadri figura={figura} />;
}

/**
 * One questionnaire dashboard (issue 9; spec §2 `monitoraggioquestionari`, `scadenze/questionari/inscadenza`):
 * its title, an introduction, and every figure the API answers within the user's view, each value a link to the
 * list filtered to exactly the rows counted.
 */
export function CruscottoScreen({ id, title, intro }: { id: CruscottoId; title: string; intro: ReactNode }) {
  useDocumentTitle(title);
  const board = useCruscotto(id);
  return (
    <section aria-labelledby="page-title" data-route={id}>
      <h1 id="page-title">{title}</h1>
      {intro}
      {board.isPending && <p role="status">Caricamento del cruscotto…</p>}
      {board.isError && (
        <Alert severity="error" role="alert">
          Non è stato possibile caricare il cruscotto. Riprova più tardi.
        </Alert>
      )}
      {board.data && (
        <>
          <p className="figure-description">Dati aggiornati al {formatDate(board.data.oggi)}.</p>
          <div className="home-grid">
            {board.data.figure.map((f) => (
              <Figura key={f.id} figura={f} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
