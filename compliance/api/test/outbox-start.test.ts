import { describe, expect, it, vi } from 'vitest';
import { buildTestSuite } from './helper.ts';

describe('suite outbox at start', () => {
  it('hands over the messages a previous run left queued as soon as the app is ready', async (t) => {
    const suite = await buildTestSuite({ SUITE_SEED_DEMO: 'false', SUITE_REMINDER_INTERVAL_MIN: '0' });
    t.onTestFinished(() => suite.app.close());
    const { outbox } = suite.services;
    // A run that stopped between the commit and the delivery leaves its messages IN_CODA.
    await outbox.enqueue(suite.handle.db, [
      {
        destinatario: 'filiale@banca-demo.example',
        oggetto: 'Questionario',
        testo: 'Gentile cliente…',
        tipo: 'INVITO',
      },
    ]);
    expect((await outbox.list()).map((m) => m.stato)).toEqual(['IN_CODA']);

    await suite.app.ready();
    // The default adapter stores only: the queued message is taken and marked ARCHIVIATO.
    await vi.waitFor(async () => expect((await outbox.list()).map((m) => m.stato)).toEqual(['ARCHIVIATO']), {
      timeout: 10_000,
    });
  });
});
