import type { LocalIdp } from './helper.ts';

/** People a test signs tokens for, by the key it calls them: `[login, IdP groups]`. */
export type People = Record<string, readonly [login: string, groups: readonly string[]]>;

/**
 * The demo bank's people most route tests act as (the seed's operators and branches): an AML officer, a reports
 * delegate, an auditor, an administrator, Marco and Paolo (operators at two branches) and a signed-in nobody.
 */
export const PEOPLE = {
  officer: ['giulia.rossi@example.com', ['aml-officers']],
  delegate: ['francesca.ferrari@example.com', ['reports-delegates']],
  auditor: ['chiara.esposito@example.com', ['auditors']],
  admin: ['luca.romano@example.com', ['administrators']],
  marco: ['marco.bianchi@example.com', ['operators']],
  paolo: ['paolo.colombo@example.com', ['operators']],
  nobody: ['ospite@example.com', ['everyone']],
} as const satisfies People;

/**
 * `Authorization` values (`Bearer <access token signed by idp>`) for {@link PEOPLE} and `extra` (which adds people
 * or replaces one of the same key), by key.
 */
export async function signPeople(idp: LocalIdp, extra: People = {}): Promise<Record<string, string>> {
  const auth: Record<string, string> = {};
  for (const [key, [sub, groups]] of Object.entries({ ...PEOPLE, ...extra })) {
    auth[key] = `Bearer ${await idp.sign({ sub, groups: [...groups] })}`;
  }
  return auth;
}
