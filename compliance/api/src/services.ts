import { createAccessService } from './access/access.service.ts';
import { createAuditService } from './audit/audit.service.ts';
import { createAutovalutazioniService } from './autovalutazioni/autovalutazioni.service.ts';
import { createMatriceService } from './autovalutazioni/matrice.service.ts';
import { createCouponsService } from './coupons/coupons.service.ts';
import { createDashboardsService } from './dashboards/dashboards.service.ts';
import { createDipendenzeService } from './dipendenze/dipendenze.service.ts';
import type { SuiteConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { diskStorage } from './documenti/document-storage.ts';
import { createDocumentiService } from './documenti/documenti.service.ts';
import { documentiList } from './documenti/documenti.list.ts';
import { homeSources } from './home/home-sources.ts';
import { createHomeService } from './home/home.service.ts';
import { createIstitutiService } from './istituti/istituti.service.ts';
import { createMonitoraggioService } from './monitoraggio/monitoraggio.service.ts';
import { createSegnalazioniService } from './segnalazioni/segnalazioni.service.ts';
import { createQuestionariService } from './questionari/questionari.service.ts';
import { questionariList } from './questionari/questionari.list.ts';
import { createRevisioniService } from './questionari/revisioni.service.ts';
import { createOperazioniService } from './operazioni/operazioni.service.ts';
import { createOrdersurveysService } from './ordersurveys/ordersurveys.service.ts';
import { storeOnlyAdapter } from './outbox/delivery.ts';
import { createOutboxService } from './outbox/outbox.service.ts';
import { smtpAdapter } from './outbox/smtp-adapter.ts';
import { createSoggettiService } from './soggetti/soggetti.service.ts';
import { soggettiList } from './soggetti/soggetti.repository.ts';
import { createViewsService } from './views/views.service.ts';

/** The list areas that exist (saved views are per area). A new area adds its name here. */
export const LIST_AREAS = [
  'istituti',
  'dipendenze',
  'soggetti',
  'operazioni',
  'documenti',
  'alert',
  'segnalazioni',
  'autovalutazioni',
  'questionari',
  'ordersurveys',
  'ordersurveys-clienti',
] as const;

/**
 * What the services need from the configuration: the document store's folder, the outbox's delivery, the public
 * URL and support mailbox (campaign messages).
 */
export type ServicesConfig = Pick<SuiteConfig, 'documents' | 'smtp' | 'publicUrl' | 'supportEmail'>;

/**
 * Builds every service of the suite once, over one database and the document store of `config`. Routes receive
 * the ones they need.
 */
export function createServices(db: Db, config: ServicesConfig) {
  const audit = createAuditService(db);
  /** Early due-diligence reviews: raised by changes anywhere, so they listen to the audit log. */
  const revisioni = createRevisioniService(db, audit);
  audit.subscribe(revisioni.onChange);
  const access = createAccessService(db);
  const monitoraggio = createMonitoraggioService(db, audit, access);
  const segnalazioni = createSegnalazioniService(db, audit, access);
  const autovalutazioni = createAutovalutazioniService(db, audit);
  const questionari = createQuestionariService(db, audit, access);
  const soggetti = createSoggettiService(db, audit, access);
  const documenti = createDocumentiService(db, audit, access, diskStorage(config.documents.dir));
  const outbox = createOutboxService(
    db,
    config.smtp.url ? smtpAdapter(config.smtp.url, config.smtp.from) : storeOnlyAdapter,
  );
  const ordersurveys = createOrdersurveysService(db, audit, {
    access,
    questionari,
    outbox,
    addresses: { publicUrl: config.publicUrl, ripiego: config.supportEmail },
  });
  return {
    audit,
    access,
    istituti: createIstitutiService(db, audit, access),
    dipendenze: createDipendenzeService(db, audit, access),
    soggetti,
    operazioni: createOperazioniService(db, audit, access),
    documenti,
    monitoraggio,
    segnalazioni,
    questionari,
    revisioni,
    views: createViewsService(db, LIST_AREAS),
    autovalutazioni,
    matrice: createMatriceService(db, audit),
    outbox,
    ordersurveys,
    home: createHomeService(
      access,
      homeSources(db, {
        // the operations monitoring queue assigns alerts
        alertQueues: [monitoraggio],
        reports: segnalazioni,
        autovalutazioni,
        questionari,
        campagne: ordersurveys,
      }),
    ),
    coupons: createCouponsService(db, audit),
    // the dashboards count on the questionnaires' and clients' lists, under those lists' own scopes
    dashboards: createDashboardsService(db, access, {
      questionari: { def: questionariList, scope: (p) => questionari.listScope(p) },
      soggetti: { def: soggettiList, scope: (p) => soggetti.listScope(p) },
      documenti: { def: documentiList, scope: (p) => documenti.listScope(p) },
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
