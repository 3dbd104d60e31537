/** `GET /api/v1/sessions/me` (Okta Sessions API): the type derived from ./schemas/session.schema.ts. */
export type { Session } from './schemas/session.schema.ts';
