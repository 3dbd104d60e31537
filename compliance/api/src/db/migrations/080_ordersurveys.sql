-- Order surveys (ordersurveys; issue 9, design/compliance-domain.md §4.2 (1)): campaigns that send or renew the
-- due-diligence questionnaire to a set of clients chosen by filter. A campaign moves BOZZA → IN_CORSO → CHIUSA, or
-- to ANNULLATA with a reason; at launch its target set is frozen in campagna_clienti, each client linked to the
-- submission the campaign created or renewed.
CREATE TABLE campagne (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 200),
  tipo_persona char(2) NOT NULL CHECK (tipo_persona IN ('PF', 'PG')),
  -- the shared CampagnaFiltro: risk classes, branches, review window
  filtro jsonb NOT NULL CHECK (jsonb_typeof(filtro) = 'object'),
  stato text NOT NULL DEFAULT 'BOZZA' CHECK (stato IN ('BOZZA', 'IN_CORSO', 'CHIUSA', 'ANNULLATA')),
  -- automatic reminders every this many days while a client's questionnaire is not yet sent (INVIATO)
  giorni_sollecito integer NOT NULL DEFAULT 7 CHECK (giorni_sollecito BETWEEN 1 AND 90),
  scadenza_risposta date,
  creata_da text NOT NULL,
  lanciata_da text,
  data_lancio timestamptz,
  chiusa_da text,
  data_chiusura timestamptz,
  motivazione_annullamento text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (stato <> 'ANNULLATA' OR motivazione_annullamento IS NOT NULL),
  CHECK (stato = 'BOZZA' OR stato = 'ANNULLATA' OR data_lancio IS NOT NULL)
);
CREATE INDEX campagne_stato ON campagne (stato, updated_at);

CREATE TABLE campagna_clienti (
  id uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
  campagna_id uuid NOT NULL REFERENCES campagne (id),
  soggetto_id uuid NOT NULL REFERENCES soggetti (id),
  -- the client's branch when the set was frozen (operators see campaigns touching their branch)
  dipendenza_id uuid NOT NULL REFERENCES dipendenze (id),
  questionario_id uuid NOT NULL REFERENCES questionari (id),
  -- true: the launch created a new submission; false: it reused the client's open one
  nuovo boolean NOT NULL,
  solleciti integer NOT NULL DEFAULT 0,
  ultimo_messaggio timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (campagna_id, soggetto_id)
);
CREATE INDEX campagna_clienti_dipendenza ON campagna_clienti (dipendenza_id, campagna_id);

-- The suite's outbox: every message the suite sends (campaign invitations and reminders), stored first and then
-- handed to the delivery adapter (stored only, or SMTP when SUITE_SMTP_URL is set).
CREATE TABLE outbox_messaggi (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  destinatario text NOT NULL,
  oggetto text NOT NULL,
  testo text NOT NULL,
  tipo text NOT NULL CHECK (tipo IN ('INVITO', 'SOLLECITO')),
  campagna_id uuid REFERENCES campagne (id),
  soggetto_id uuid REFERENCES soggetti (id),
  dipendenza_id uuid REFERENCES dipendenze (id),
  stato text NOT NULL DEFAULT 'IN_CODA' CHECK (stato IN ('IN_CODA', 'ARCHIVIATO', 'INVIATO', 'ERRORE')),
  canale text,
  errore text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_messaggi_campagna ON outbox_messaggi (campagna_id, created_at);
CREATE INDEX outbox_messaggi_stato ON outbox_messaggi (stato, created_at);
