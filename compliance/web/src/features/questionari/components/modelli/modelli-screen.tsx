import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MODELLO_EDITORI, type ModelloQuestionario } from '@compliance/shared';
import { formatDate } from '../../../../kit/formats.ts';
import { useRoles } from '../../../../kit/use-roles.ts';
import { useDocumentTitle } from '../../../../ui/use-document-title.ts';
import { QUESTIONARI_PATH, useModelli } from '../../api/questionari-api.ts';
import { ModelloEditor } from './modello-editor.tsx';

/**
 * `questionari/modelli`: the questionnaire templates (issue 9: templates are data, edited by administrators): every
 * version per kind (PF, PG) in a table, the current one marked; administrators (MODELLO_EDITORI) start a new version
 * of either kind from its current one (ModelloEditor). Everyone else reads the versions only.
 */
export function ModelliScreen() {
  useDocumentTitle('Modelli dei questionari');
  const roles = useRoles() ?? [];
  const canEdit = roles.some((r) => (MODELLO_EDITORI as readonly string[]).includes(r));
  const modelli = useModelli();
  const [editing, setEditing] = useState<ModelloQuestionario | null>(null);
  const [published, setPublished] = useState<ModelloQuestionario | null>(null);
  const current = (tipo: 'PF' | 'PG') => modelli.data?.find((m) => m.tipoPersona === tipo);

  return (
    <section aria-labelledby="page-title" data-route="modelliquestionari">
      <h1 id="page-title">Modelli dei questionari</h1>
      <p>
        <RouterLink to={QUESTIONARI_PATH}>Torna all’elenco dei questionari</RouterLink>
      </p>
      {!canEdit && <Alert severity="info">Solo un amministratore pubblica nuove versioni dei modelli.</Alert>}
      {published && (
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          Pubblicata la versione {published.versione} del modello {published.tipoPersona}: i nuovi questionari
          la useranno, quelli già compilati mantengono la propria.
        </Alert>
      )}
      {modelli.isPending && <p role="status">Caricamento dei modelli…</p>}
      {modelli.isError && <Alert severity="error">Non è stato possibile caricare i modelli.</Alert>}
      {modelli.data && (
        <Table size="small" sx={{ mb: 2 }}>
          <caption>Versioni dei modelli, la più recente per prima</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Tipo persona
              </TableCell>
              <TableCell component="th" scope="col">
                Versione
              </TableCell>
              <TableCell component="th" scope="col">
                Titolo
              </TableCell>
              <TableCell component="th" scope="col">
                Sezioni
              </TableCell>
              <TableCell component="th" scope="col">
                Pubblicata da
              </TableCell>
              <TableCell component="th" scope="col">
                Il
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {modelli.data.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{m.tipoPersona}</TableCell>
                <TableCell>
                  {m.versione}
                  {current(m.tipoPersona)?.id === m.id ? ' (corrente)' : ''}
                </TableCell>
                <TableCell>{m.definizione.titolo}</TableCell>
                <TableCell>{m.definizione.sezioni.length}</TableCell>
                <TableCell>{m.creatoDa}</TableCell>
                <TableCell>{formatDate(m.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {canEdit && modelli.data && !editing && (
        <p>
          {(['PF', 'PG'] as const).map((tipo) => {
            const base = current(tipo);
            return base ? (
              <Button
                key={tipo}
                variant="outlined"
                sx={{ mr: 1 }}
                onClick={() => {
                  setPublished(null);
                  setEditing(base);
                }}
              >
                Nuova versione del modello {tipo}
              </Button>
            ) : null;
          })}
        </p>
      )}
      {editing && (
        <>
          <ModelloEditor
            key={editing.id}
            base={editing}
            onPublished={(m) => {
              setPublished(m);
              setEditing(null);
            }}
          />
          <Button onClick={() => setEditing(null)}>Annulla le modifiche</Button>
        </>
      )}
    </section>
  );
}
