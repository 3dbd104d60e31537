import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import {
  CLASSE_RISCHIO_LABELS,
  QUESTIONARIO_COMPILATORI,
  QUESTIONARIO_STATO_LABELS,
  type ClasseRischio,
  type QuestionarioStato,
} from '@compliance/shared';
import { getJson, useApi } from '../../../kit/api-context.tsx';
import { formatDate } from '../../../kit/formats.ts';
import { useRoles } from '../../../kit/use-roles.ts';
import { QUESTIONARI_AREA, questionarioPath } from '../api/questionari-api.ts';

type Row = Record<string, string>;

/**
 * The client's questionnaires under its identity record (`inserimentodatianagrafici`), newest first, each a link
 * to its form, and a link to fill in a new one for those who fill questionnaires.
 */
export function ClientSubmissions({
  soggettoId,
  tipo,
  layout,
}: {
  soggettoId: string;
  tipo: 'PF' | 'PG';
  layout: string;
}) {
  const fetchApi = useApi();
  const roles = useRoles() ?? [];
  const canFill = roles.some((r) => (QUESTIONARIO_COMPILATORI as readonly string[]).includes(r));
  const list = useQuery({
    queryKey: ['list', QUESTIONARI_AREA, 'cliente', soggettoId],
    queryFn: () =>
      getJson<{ items: Row[] }>(
        fetchApi,
        `/api/${QUESTIONARI_AREA}?f.soggettoId=${soggettoId}&sort=numero&order=desc&pageSize=20`,
      ),
  });
  return (
    <section aria-labelledby="questionari-cliente-titolo">
      <h2 id="questionari-cliente-titolo">Questionari di adeguata verifica</h2>
      {list.isPending ? (
        <p role="status">Caricamento dei questionari…</p>
      ) : list.isError ? (
        <p role="alert">Non è stato possibile caricare i questionari del cliente.</p>
      ) : list.data.items.length === 0 ? (
        <p>Nessun questionario compilato per questo cliente.</p>
      ) : (
        <ul>
          {list.data.items.map((r) => (
            <li key={r.id}>
              <RouterLink to={questionarioPath(soggettoId, tipo, r.numero!, { layout })}>
                Questionario n. {r.numero}
              </RouterLink>
              : {QUESTIONARIO_STATO_LABELS[r.stato as QuestionarioStato]}, classe{' '}
              {CLASSE_RISCHIO_LABELS[r.classeFinale as ClasseRischio].toLowerCase()}
              {r.dataRevisione ? `, revisione entro il ${formatDate(r.dataRevisione)}` : ''}
            </li>
          ))}
        </ul>
      )}
      {canFill && (
        <Button
          component={RouterLink}
          to={questionarioPath(soggettoId, tipo, 'nuova', { readonly: false, layout })}
        >
          Compila un nuovo questionario
        </Button>
      )}
    </section>
  );
}
