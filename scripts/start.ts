/**
 * `npm start`: runs the whole system on this machine with embedded databases: the identity provider (issuer,
 * default http://localhost:8080) and the compliance suite (web + API, default http://localhost:3000). Each runs
 * as its own process; this script waits for both to answer, prints the URLs and the demo accounts, and stops both
 * on Ctrl-C. Environment variables are passed through (see README "Configuration").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const idpUrl = process.env.IDP_ISSUER ?? `http://localhost:${process.env.IDP_PORT ?? 8080}`;
const suiteUrl = `http://localhost:${process.env.SUITE_PORT ?? 3000}`;
const DEMO_PASSWORD = 'Compliance!2026';
const DEMO_USERS = [
  ['giulia.rossi@example.com', 'Responsabile antiriciclaggio'],
  ['marco.bianchi@example.com', 'Operatore di filiale (Sede di Milano)'],
  ['paolo.colombo@example.com', 'Operatore di filiale (Filiale di Bergamo)'],
  ['francesca.ferrari@example.com', 'Delegato alle segnalazioni'],
  ['chiara.esposito@example.com', 'Revisore'],
  ['luca.romano@example.com', 'Amministratore'],
];

// A person at a terminal wants the URLs and errors, not a JSON line per request; LOG_LEVEL=info brings those back.
// The demo tenant shows why an account cannot sign in (LOCKED_OUT); the IdP's own default hides it, as Okta does.
const env = {
  ...process.env,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  LOCKOUT_SHOW_FAILURES: process.env.LOCKOUT_SHOW_FAILURES ?? 'true',
};
const children: ChildProcess[] = [];

function run(name: string, entry: string): ChildProcess {
  const child = spawn('tsx', [entry], { stdio: 'inherit', env });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the system.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

/** Polls `url` until it answers 2xx, for at most `timeoutMs` ms. */
async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

let stopping = false;
function stop(code = 0): void {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 2000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('identity provider', 'identity/server/src/server.ts');
await waitFor(`${idpUrl}/.well-known/openid-configuration`);
run('compliance suite', 'compliance/api/src/server.ts');
// the suite creates, migrates and seeds its own database on first start: allow for a busy machine
await waitFor(`${suiteUrl}/config.json`, 120_000);

console.log(`
  Compliance suite   ${suiteUrl}/
  Identity provider  ${idpUrl}/  (issuer; discovery at ${idpUrl}/.well-known/openid-configuration)

  Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_USERS.map(([login, role]) => `    ${login!.padEnd(30)} ${role}`).join('\n')}

  Ctrl-C stops both.
`);
