import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { getJson, useApi } from './api-context.tsx';

interface AuditEntry {
  seq: number;
  at: string;
  actor: string;
  action: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const WHEN = new Intl.DateTimeFormat('it-IT', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Rome',
});
const IGNORED = new Set(['version', 'updatedAt', 'createdAt']);

/** The fields an entry changed, by their labels (`labels`: field → Italian label). */
function changed(entry: AuditEntry, labels: Record<string, string>): string {
  if (!entry.before) return 'Creazione';
  const keys = new Set([...Object.keys(entry.before), ...Object.keys(entry.after ?? {})]);
  const names = [...keys]
    .filter((k) => !IGNORED.has(k) && JSON.stringify(entry.before?.[k]) !== JSON.stringify(entry.after?.[k]))
    .map((k) => labels[k] ?? k);
  return names.length ? names.join(', ') : 'Nessun campo';
}

/** The audit tab of a detail: who changed what and when (`GET /api/{area}/{id}/audit`), newest first. */
export function AuditTab({ area, id, labels }: { area: string; id: string; labels: Record<string, string> }) {
  const fetchApi = useApi();
  const audit = useQuery({
    queryKey: ['audit', area, id],
    queryFn: () => getJson<AuditEntry[]>(fetchApi, `/api/${area}/${id}/audit`),
  });
  if (audit.isPending) return <p role="status">Caricamento della cronologia…</p>;
  if (audit.isError) return <Alert severity="error">Non è stato possibile caricare la cronologia.</Alert>;
  return (
    <Table size="small" aria-label="Cronologia modifiche">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Quando
          </TableCell>
          <TableCell component="th" scope="col">
            Chi
          </TableCell>
          <TableCell component="th" scope="col">
            Campi modificati
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {audit.data.map((e) => (
          <TableRow key={e.seq}>
            <TableCell>{WHEN.format(new Date(e.at))}</TableCell>
            <TableCell>{e.actor === 'system' ? 'Sistema (dati dimostrativi)' : e.actor}</TableCell>
            <TableCell>{changed(e, labels)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
