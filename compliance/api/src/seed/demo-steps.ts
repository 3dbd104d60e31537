import { createHash } from 'node:crypto';
import type { SoggettoInput } from '@compliance/shared';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import type { DocumentiService } from '../documenti/documenti.service.ts';
import { operazioniRepository } from '../operazioni/operazioni.repository.ts';
import { soggettiRepository } from '../soggetti/soggetti.repository.ts';
import { monitoraggioRepository } from '../monitoraggio/monitoraggio.repository.ts';
import { autovalutazioniRepository } from '../autovalutazioni/autovalutazioni.repository.ts';
import { contenuto } from '../autovalutazioni/autovalutazioni.service.ts';
import { generateAlerts } from './demo-alerts.ts';
import { generateSegnalazioni } from './demo-segnalazioni.ts';
import { segnalazioneLinksRepository } from '../segnalazioni/segnalazione-links.repository.ts';
import { segnalazioniRepository } from '../segnalazioni/segnalazioni.repository.ts';
import { DEMO_APPROVER, generateAutovalutazioni } from './demo-autovalutazioni.ts';
import { generateQuestionari } from './demo-questionari.ts';
import { withHistory } from './demo-questionari-storico.ts';
import { questionariRepository } from '../questionari/questionari.repository.ts';
import { generateClients } from './demo-clients.ts';
import { demoDocuments, demoPdf } from './demo-documents.ts';
import { generateOperations, type ClientRef } from './demo-operations.ts';
import { alertCandidates, seedRepository } from './seed.repository.ts';

/** What the demo steps share: the database, the audit log, the seed and sizes, and what earlier steps made. */
export interface DemoContext {
  db: Db;
  audit: AuditService;
  actor: string;
  seed: number;
  size: { clients: number; operations: number; questionari?: number; storicoQuestionari?: number };
  /** Branch ids in the generated order (index = DemoData's branch index). */
  branchIds: readonly string[];
  clients?: ClientRef[];
  /** The document archive, when demo documents are wanted (SUITE_DEMO_DOCUMENTS). */
  documenti?: DocumentiService;
}

/** A step of the demo seed: loads one kind of data and names what it made (one line each). */
export type DemoStep = (context: DemoContext) => Promise<string[]>;

/** Clients PF and PG with beneficial owners (demo-clients.ts), one bulk statement per thousand. */
const seedClients: DemoStep = async (ctx) => {
  const demo = generateClients(ctx.seed, ctx.size.clients, ctx.branchIds.length);
  const inputs = demo.map(
    ({ branch, ...c }) => ({ ...c, dipendenzaId: ctx.branchIds[branch]! }) as SoggettoInput,
  );
  await ctx.db.transaction(async (tx) => {
    ctx.clients = await soggettiRepository.insertMany(tx as unknown as Db, inputs);
    await ctx.audit.record(tx as unknown as Db, ctx.actor, {
      action: 'soggetto.seed',
      entity: 'soggetto',
      entityId: '*',
      before: null,
      after: { count: inputs.length, seed: ctx.seed },
    });
  });
  return [`${inputs.length} clienti`];
};

/** Operations over two years (demo-operations.ts), streamed in batches. */
const seedOperations: DemoStep = async (ctx) => {
  if (!ctx.clients?.length || ctx.size.operations === 0) return [];
  await ctx.db.transaction(async (tx) => {
    for (const batch of generateOperations(ctx.seed, ctx.clients!, ctx.size.operations)) {
      await operazioniRepository.insertMany(tx as unknown as Db, batch);
    }
    await ctx.audit.record(tx as unknown as Db, ctx.actor, {
      action: 'operazione.seed',
      entity: 'operazione',
      entityId: '*',
      before: null,
      after: { count: ctx.size.operations, seed: ctx.seed },
    });
  });
  return [`${ctx.size.operations} operazioni`];
};

/** How many natural persons and legal entities get a demo document. */
const DEMO_DOCUMENT_CLIENTS = { PF: 24, PG: 6 };

/**
 * Demo documents (demo-documents.ts): real PDFs (pdf-lib) archived through the document service, so each is
 * stored, typed from its bytes, hashed and audited like an upload.
 */
const seedDocuments: DemoStep = async (ctx) => {
  if (!ctx.documenti) return [];
  const people = await seedRepository.clientsForDocuments(ctx.db, 'PF', DEMO_DOCUMENT_CLIENTS.PF);
  const companies = await seedRepository.clientsForDocuments(ctx.db, 'PG', DEMO_DOCUMENT_CLIENTS.PG);
  const docs = demoDocuments(people, companies, new Date().toISOString().slice(0, 10));
  for (const doc of docs) {
    const pdf = await demoPdf(doc.title, doc.lines);
    await ctx.documenti.archiveBytes(ctx.actor, doc.input, pdf, doc.nomeFile);
  }
  return docs.length ? [`${docs.length} documenti`] : [];
};

/** At most this many demo alerts of each kind (indicator matches, unexpected operations, threshold candidates). */
const DEMO_ALERTS_PER_KIND = 200;

/** Alerts of the monitoring queue in every state (demo-alerts.ts), on the demo operations that deserve one. */
const seedAlerts: DemoStep = async (ctx) => {
  const candidates = await alertCandidates(ctx.db, DEMO_ALERTS_PER_KIND);
  const alerts = generateAlerts(ctx.seed, candidates, new Date().toISOString().slice(0, 10));
  if (!alerts.length) return [];
  await ctx.db.transaction(async (tx) => {
    await monitoraggioRepository.insertMany(tx as unknown as Db, alerts);
    await ctx.audit.record(tx as unknown as Db, ctx.actor, {
      action: 'alert.seed',
      entity: 'alert',
      entityId: '*',
      before: null,
      after: { count: alerts.length, seed: ctx.seed },
    });
  });
  return [`${alerts.length} alert`];
};

/** How many demo clients get a questionnaire (unless the size says otherwise). */
const DEMO_QUESTIONARI = 300;
/** Questionnaires inserted per statement (the rows travel as one JSON parameter). */
const QUESTIONARI_BATCH = 1000;

/**
 * Due-diligence questionnaires in every state (demo-questionari.ts) on the first demo clients, on the current
 * templates; verified ones carry the SHA-256 of their content as their sign-off.
 */
const seedQuestionari: DemoStep = async (ctx) => {
  if (!ctx.clients?.length) return [];
  const PF = await questionariRepository.currentModel(ctx.db, 'PF');
  const PG = await questionariRepository.currentModel(ctx.db, 'PG');
  if (!PF || !PG) return [];
  const today = new Date().toISOString().slice(0, 10);
  const count = ctx.size.questionari ?? DEMO_QUESTIONARI;
  const current = generateQuestionari(ctx.seed, ctx.clients, ctx.branchIds, { PF, PG }, today, count);
  const demo = withHistory(ctx.seed, current, today, ctx.size.storicoQuestionari ?? 1);
  const rows = demo.map((q) =>
    q.stato === 'VERIFICATO'
      ? { ...q, impronta: createHash('sha256').update(JSON.stringify(q)).digest('hex') }
      : q,
  );
  await ctx.db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += QUESTIONARI_BATCH) {
      await questionariRepository.insertMany(tx as unknown as Db, rows.slice(i, i + QUESTIONARI_BATCH));
    }
    await ctx.audit.record(tx as unknown as Db, ctx.actor, {
      action: 'questionario.seed',
      entity: 'questionario',
      entityId: '*',
      before: null,
      after: { count: rows.length, seed: ctx.seed },
    });
  });
  return [`${rows.length} questionari`];
};

/**
 * The report register (demo-segnalazioni.ts): SOS in every state on closed "to be reported" alerts, whistleblowing
 * reports in every state, each with the decisions that brought it there; one audit entry for the step.
 */
const seedSegnalazioni: DemoStep = async (ctx) => {
  const today = new Date().toISOString().slice(0, 10);
  const demo = generateSegnalazioni(ctx.seed, await segnalazioneLinksRepository.sosSources(ctx.db, 5), today);
  await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    for (const { riga, decisioni } of demo) {
      const { id } = await segnalazioniRepository.insert(tx, riga);
      for (const d of decisioni)
        await segnalazioniRepository.addDecision(tx, id, d.azione, d.motivazione, d.attore);
    }
    await ctx.audit.record(tx, ctx.actor, {
      action: 'segnalazione.seed',
      entity: 'segnalazione',
      entityId: '*',
      before: null,
      after: { count: demo.length, seed: ctx.seed },
    });
  });
  return [`${demo.length} segnalazioni`];
};

/**
 * The self-assessments (demo-autovalutazioni.ts): last year's, approved by the demo AML officer, and this year's
 * draft started as its copy; residual levels from the current matrix; one audit entry for the step.
 */
const seedAutovalutazioni: DemoStep = async (ctx) => {
  const demo = generateAutovalutazioni(ctx.seed, new Date().toISOString().slice(0, 10));
  await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const matrice = await autovalutazioniRepository.matrice(tx);
    const last = await autovalutazioniRepository.insert(
      tx,
      demo.precedente.anno,
      contenuto(demo.precedente.input, matrice),
    );
    const sent = await autovalutazioniRepository.transition(tx, last.id, last.version, {
      stato: 'IN_APPROVAZIONE',
      inviataDa: DEMO_APPROVER,
    });
    await autovalutazioniRepository.transition(tx, last.id, sent!.version, {
      stato: 'APPROVATA',
      approvataDa: DEMO_APPROVER,
      riferimentoDelibera: demo.precedente.riferimentoDelibera,
    });
    await autovalutazioniRepository.insert(
      tx,
      demo.corrente.anno,
      contenuto(demo.corrente.input, matrice),
      last.id,
    );
    await ctx.audit.record(tx, ctx.actor, {
      action: 'autovalutazione.seed',
      entity: 'autovalutazione',
      entityId: '*',
      before: null,
      after: { anni: [demo.precedente.anno, demo.corrente.anno], seed: ctx.seed },
    });
  });
  return [`autovalutazioni ${demo.precedente.anno} (approvata) e ${demo.corrente.anno} (bozza)`];
};

/**
 * The demo steps after the institution and its branches, in order. An area that brings demo data adds its
 * step here (one line); each step draws from its own Prng stream, so adding one never changes the others' data.
 */
export const DEMO_STEPS: readonly DemoStep[] = [
  seedClients,
  seedOperations,
  seedDocuments,
  seedAlerts,
  seedSegnalazioni,
  seedAutovalutazioni,
  seedQuestionari,
];
