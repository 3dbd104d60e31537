import { ROLE_LABELS } from '@compliance/shared';

/** The Italian label of a role (shared with the API); unknown groups are shown as they are. */
export function roleLabel(role: string): string {
  return (ROLE_LABELS as Readonly<Record<string, string>>)[role] ?? role;
}
