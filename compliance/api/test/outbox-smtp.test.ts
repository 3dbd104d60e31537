import { mailServer, type ReceivedMail } from '@shared/test-support/mail-server';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';

let idp: LocalIdp;
let officer = '';

/** A suite whose outbox delivers over `smtpUrl`; launches a campaign on one branch's PF clients. */
async function launchOver(t: TestContext, smtpUrl: string, received: ReceivedMail[]) {
  const suite = await buildTestSuite({
    SUITE_IDP_URL: idp.url,
    SUITE_DEMO_DOCUMENTS: 'false',
    SUITE_REMINDER_INTERVAL_MIN: '0',
    SUITE_SMTP_URL: smtpUrl,
    SUITE_SMTP_FROM: 'aml@banca-demo.example',
  });
  t.onTestFinished(() => suite.app.close());
  // the demo seed's own campaigns went out over the same server: keep only what this launch sends
  received.splice(0);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    suite.app.inject({ method, url, headers: { authorization: officer }, ...(payload ? { payload } : {}) });
  const marcoBranch = (
    (await run(
      suite,
      'SELECT dipendenza_id::text AS id FROM operatori_dipendenze ORDER BY login LIMIT 1',
    )) as {
      id: string;
    }[]
  )[0]!.id;
  const draft = await call('POST', '/api/ordersurveys', {
    nome: 'Rinnovo via email',
    tipoPersona: 'PF',
    filtro: { revisione: 'TUTTE', dipendenzaIds: [marcoBranch] },
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const launched = await call('POST', `/api/ordersurveys/${draft.json().id}/transizioni`, {
    azione: 'lancia',
    version: 1,
  });
  expect(launched.statusCode, launched.body).toBe(200);
  const messages = (await call('GET', `/api/outbox?campagnaId=${draft.json().id}`)).json();
  return { suite, launched: launched.json(), messages };
}

async function run(suite: Awaited<ReturnType<typeof buildTestSuite>>, text: string) {
  const { sql } = await import('drizzle-orm');
  const { run: exec } = await import('../src/db/db.ts');
  return (await exec(suite.handle.db, sql.raw(text))).rows;
}

beforeAll(async () => {
  idp = await startLocalIdp();
  officer = `Bearer ${await idp.sign({ sub: 'giulia.rossi@example.com', groups: ['aml-officers'] })}`;
});
afterAll(async () => {
  await idp.close();
});

describe('the outbox over SMTP (nodemailer, SUITE_SMTP_URL)', () => {
  it('sends each invitation to the branch operators with credentials, and marks it sent', async (t) => {
    const { port, received } = await mailServer(t, { user: 'mailer', pass: 's3cret/pw' });
    const { suite, launched, messages } = await launchOver(
      t,
      `smtp://mailer:${encodeURIComponent('s3cret/pw')}@127.0.0.1:${port}`,
      received,
    );
    expect(suite.services.outbox.adapter.name).toBe('smtp');
    expect(messages).toHaveLength(launched.clienti);
    expect(received).toHaveLength(launched.clienti);
    expect(received[0]).toMatchObject({ to: ['marco.bianchi@example.com'], user: 'mailer' });
    expect(received[0]!.raw).toMatch(/^From: aml@banca-demo\.example/m);
    // the subject holds an en dash, so it travels MIME-encoded; the body's soft line breaks are undone
    expect(received[0]!.raw).toMatch(/^Subject: =\?UTF-8\?/im);
    expect(received[0]!.raw.replace(/=\r\n/g, '')).toContain('/questionari/questionario/');
    for (const m of messages) expect(m).toMatchObject({ stato: 'INVIATO', canale: 'smtp' });
    expect(messages.every((m: { sentAt?: string }) => typeof m.sentAt === 'string')).toBe(true);
  });

  it('keeps a refused message as ERRORE with the server code and never the password', async (t) => {
    const { port, received } = await mailServer(t, { user: 'mailer', pass: 'other' });
    const { suite, messages } = await launchOver(t, `smtp://mailer:wrong-pass@127.0.0.1:${port}`, received);
    expect(received).toHaveLength(0);
    expect(messages.every((m: { stato: string }) => m.stato === 'ERRORE')).toBe(true);
    const stored = (await run(suite, 'SELECT DISTINCT errore FROM outbox_messaggi')) as { errore: string }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]!.errore).toMatch(/^invio SMTP non riuscito/);
    expect(stored[0]!.errore).not.toContain('wrong-pass');
  });
});
