import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ListState, SavedView } from '@compliance/shared';
import { ApiRequestError, getJson, sendJson, useApi } from './api-context.tsx';

/**
 * Saved views of a list (per user, kept by the API): pick one to apply it, save the current state under a name,
 * delete the picked one. `current` is the state to save; `onApply` receives a view's state.
 */
export function SavedViews({
  area,
  current,
  onApply,
}: {
  area: string;
  current: ListState;
  onApply(state: ListState): void;
}) {
  const fetchApi = useApi();
  const queryClient = useQueryClient();
  const key = ['views', area];
  const views = useQuery({
    queryKey: key,
    queryFn: () => getJson<SavedView[]>(fetchApi, `/api/viste/${area}`),
  });
  const [selected, setSelected] = useState('');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const save = useMutation({
    mutationFn: () => sendJson<SavedView>(fetchApi, 'POST', `/api/viste/${area}`, { name, state: current }),
    onSuccess: async (view) => {
      await queryClient.invalidateQueries({ queryKey: key });
      setSelected(view.id);
      setOpen(false);
      setName('');
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => fetchApi(`/api/viste/${area}/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      setSelected('');
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const saveError = save.error instanceof ApiRequestError ? save.error : null;

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Vista salvata"
        value={selected}
        sx={{ minWidth: 220 }}
        onChange={(event) => {
          setSelected(event.target.value);
          const view = views.data?.find((v) => v.id === event.target.value);
          if (view) onApply(view.state);
        }}
      >
        <MenuItem value="">
          <em>Nessuna</em>
        </MenuItem>
        {(views.data ?? []).map((v) => (
          <MenuItem key={v.id} value={v.id}>
            {v.name}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Salva vista
      </Button>
      {selected && (
        <Button variant="text" color="error" onClick={() => remove.mutate(selected)}>
          Elimina vista
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="save-view-title">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <DialogTitle id="save-view-title">Salva la vista corrente</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              margin="dense"
              label="Nome della vista"
              value={name}
              required
              fullWidth
              onChange={(event) => setName(event.target.value)}
              error={Boolean(saveError)}
              helperText={saveError?.causes[0]?.errorSummary ?? saveError?.summary ?? ' '}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Annulla</Button>
            <Button type="submit" variant="contained" disabled={!name.trim() || save.isPending}>
              Salva
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {remove.isError && <Alert severity="error">Non è stato possibile eliminare la vista.</Alert>}
    </Stack>
  );
}
