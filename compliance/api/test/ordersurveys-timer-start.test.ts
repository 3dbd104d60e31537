import { oggiRoma } from '@compliance/shared';
import { describe, expect, it, vi } from 'vitest';
import type { Principal } from '../src/auth/access-token.service.ts';
import { buildTestSuite } from './helper.ts';

const OFFICER: Principal = { sub: 'giulia.rossi@example.com', roles: ['aml-officers'], token: '', exp: 0 };
const DAY = 86_400_000;

describe('campaigns timer at start', () => {
  it('sends a campaign scheduled for a day already past as soon as the app is ready, not one interval later', async (t) => {
    const suite = await buildTestSuite({ SUITE_DEMO_DOCUMENTS: 'false', SUITE_REMINDER_INTERVAL_MIN: '60' });
    t.onTestFinished(() => suite.app.close());
    const service = suite.services.ordersurveys;
    const draft = await service.create(OFFICER, {
      nome: 'Programmata mentre il server era spento',
      tipoPersona: 'PF',
      filtro: { revisione: 'TUTTE' },
    });
    // scheduled three days ago for the day before yesterday: the server was not running on that day
    const threeDaysAgo = new Date(Date.now() - 3 * DAY);
    const planned = await service.transition(
      OFFICER,
      draft.id,
      { azione: 'programma', version: draft.version, dataInvio: oggiRoma(new Date(Date.now() - 2 * DAY)) },
      threeDaysAgo,
    );
    expect(planned.stato).toBe('PROGRAMMATA');

    await suite.app.ready();
    await vi.waitFor(async () => expect((await service.getFor(OFFICER, draft.id)).stato).toBe('IN_CORSO'), {
      timeout: 20_000,
      interval: 200,
    });
    const sent = await service.getFor(OFFICER, draft.id);
    expect(sent).toMatchObject({ lanciataDa: 'system', dataInvio: oggiRoma(new Date()) });
    expect(sent.clienti).toBeGreaterThan(0);
  });
});
