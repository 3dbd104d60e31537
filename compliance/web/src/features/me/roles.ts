/** Italian labels of the suite's roles (the IdP groups). */
export const ROLE_LABELS: Readonly<Record<string, string>> = {
  'aml-officers': 'Responsabile antiriciclaggio',
  operators: 'Operatore',
  auditors: 'Revisore',
  administrators: 'Amministratore',
};

/** The label of a role; unknown groups are shown as they are. */
export function roleLabel(role: string): string {
  return ROLE_LABELS[role] ?? role;
}
