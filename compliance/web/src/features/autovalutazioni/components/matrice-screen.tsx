import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { canEditMatrice, type MatriceRischio } from '@compliance/shared';
import { getJson, useApi } from '../../../kit/api-context.tsx';
import { formatDate } from '../../../kit/formats.ts';
import { useRoles } from '../../../kit/use-roles.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { AREA, LIST_PATH, saveMatrice } from '../api/autovalutazioni-api.ts';
import { MatriceCellsEditor } from './matrice-cells-editor.tsx';
import { MatriceTable } from './matrice-table.tsx';
import { ActionError } from '../../../kit/action-outcome.tsx';

/**
 * `selfevaluations/matrice`: the residual-risk matrix (configuration data, domain doc §1.7): the current version as
 * an accessible table, the history of versions, and for administrators an editor that saves a new version (a
 * colleague's newer version is reported, nothing overwritten). Drafts use the new version when next saved; approved
 * self-assessments keep theirs.
 */
export function MatriceScreen() {
  useDocumentTitle('Matrice del rischio residuo');
  const fetchApi = useApi();
  const queryClient = useQueryClient();
  const canEdit = canEditMatrice(useRoles() ?? []);
  const history = useQuery({
    queryKey: ['matrice', AREA],
    queryFn: () => getJson<MatriceRischio[]>(fetchApi, `/api/${AREA}/matrice/versioni`),
  });
  const current = history.data?.[0];
  const [draft, setDraft] = useState<{ nome: string; celle: number[][] } | null>(null);
  const save = useMutation({
    mutationFn: () => saveMatrice(fetchApi, { ...draft!, versione: current!.versione }),
    onSuccess: (saved) => {
      setDraft(null);
      queryClient.setQueryData(['matrice', AREA], [saved, ...(history.data ?? [])]);
    },
  });

  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Matrice del rischio residuo</h1>
      <p>
        <RouterLink to={LIST_PATH}>Torna alle autovalutazioni</RouterLink>
      </p>
      {history.isPending && <p role="status">Caricamento della matrice…</p>}
      {history.isError && <Alert severity="error">Non è stato possibile caricare la matrice.</Alert>}
      {save.isSuccess && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          Salvata la versione {save.data.versione}: le bozze la useranno al prossimo salvataggio, le
          autovalutazioni approvate mantengono la propria.
        </Alert>
      )}
      {current && (
        <MatriceTable
          celle={current.celle}
          caption={`Versione ${current.versione} in uso: ${current.nome}`}
        />
      )}
      {current && canEdit && !draft && (
        <Button
          variant="contained"
          onClick={() => setDraft({ nome: current.nome, celle: current.celle.map((r) => [...r]) })}
        >
          Modifica la matrice
        </Button>
      )}
      {draft && (
        <form
          aria-label="Nuova versione della matrice"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <ActionError failed={save.isError} error={save.error} fallback="Salvataggio non riuscito." />
          <TextField
            id="matrice-nome"
            label="Nome della versione"
            required
            value={draft.nome}
            onChange={(e) => setDraft({ ...draft, nome: e.target.value })}
            sx={{ mb: 2, minWidth: 400 }}
          />
          <MatriceCellsEditor celle={draft.celle} onChange={(celle) => setDraft({ ...draft, celle })} />
          <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mr: 1 }}>
            Salva come nuova versione
          </Button>
          <Button onClick={() => setDraft(null)}>Annulla</Button>
        </form>
      )}
      {history.data && (
        <Table size="small" sx={{ mt: 3 }}>
          <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>
            Versioni della matrice
          </caption>
          <TableHead>
            <TableRow>
              {['Versione', 'Nome', 'Creata da', 'Creata il'].map((h) => (
                <TableCell key={h} component="th" scope="col">
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {history.data.map((m) => (
              <TableRow key={m.versione}>
                <TableCell component="th" scope="row">
                  {m.versione}
                </TableCell>
                <TableCell>{m.nome}</TableCell>
                <TableCell>
                  {m.creataDa === 'system' ? 'Sistema (impostazione iniziale)' : m.creataDa}
                </TableCell>
                <TableCell>{formatDate(m.creataIl.slice(0, 10))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
