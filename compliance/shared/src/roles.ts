/**
 * The suite's roles: IdP groups that reach the suite in the access token's `groups` claim. `operators` see only
 * the data of the branch they are assigned to; `auditors` read everything and change nothing.
 */
export const ROLES = [
  'aml-officers',
  'reports-delegates',
  'operators',
  'auditors',
  'administrators',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  'aml-officers': 'Responsabile antiriciclaggio',
  'reports-delegates': 'Delegato alle segnalazioni',
  operators: 'Operatore di filiale',
  auditors: 'Revisore',
  administrators: 'Amministratore',
};

/** Roles that may change the master data of institutions and branches. */
export const MASTER_DATA_EDITORS: readonly Role[] = ['administrators', 'aml-officers'];

/** Whether any of `roles` may edit institutions and branches. */
export function canEditMasterData(roles: readonly string[]): boolean {
  return roles.some((r) => (MASTER_DATA_EDITORS as readonly string[]).includes(r));
}

/**
 * Roles that may enter and edit clients and operations: operators too, but only at their own branch (the API
 * checks the branch); auditors only read.
 */
export const OPERATIONS_EDITORS: readonly Role[] = [
  'administrators',
  'aml-officers',
  'reports-delegates',
  'operators',
];

/** Whether any of `roles` may enter clients and operations. */
export function canEditOperations(roles: readonly string[]): boolean {
  return roles.some((r) => (OPERATIONS_EDITORS as readonly string[]).includes(r));
}
