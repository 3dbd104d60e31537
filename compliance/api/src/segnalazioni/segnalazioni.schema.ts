import { listItemSchema } from '../kit/record-routes.ts';
import { segnalazioniList } from './segnalazioni.list.ts';

/** JSON schema of one row of the register's list (`GET /api/segnalazioni`): the list's columns as text. */
export const segnalazioneListItemSchema = listItemSchema(segnalazioniList.columns.map((c) => c.key));
