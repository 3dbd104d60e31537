-- Institutions (istituti) and their branches (dipendenze): design/compliance-domain.md §3.
-- `version` is the optimistic-concurrency counter: every update must name the version it read.
CREATE TABLE istituti (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  codice_abi char(5) NOT NULL UNIQUE CHECK (codice_abi ~ '^[0-9]{5}$'),
  denominazione text NOT NULL,
  denominazione_breve text,
  tipo_intermediario text NOT NULL,
  albo text,
  numero_iscrizione_albo text,
  codice_fiscale text,
  partita_iva text,
  bic text,
  sede_indirizzo text,
  sede_comune text,
  sede_provincia text,
  codice_segnalante_uif text,
  stato text NOT NULL DEFAULT 'ATTIVO',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE dipendenze (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  istituto_id uuid NOT NULL REFERENCES istituti (id),
  codice_cab char(5) NOT NULL CHECK (codice_cab ~ '^[0-9]{5}$'),
  codice_interno text,
  denominazione text NOT NULL,
  tipo text NOT NULL,
  indirizzo text,
  cap text,
  comune text,
  provincia text,
  regione text,
  responsabile text,
  area_territoriale text,
  data_apertura date,
  stato text NOT NULL DEFAULT 'ATTIVA',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (istituto_id, codice_cab)
);
CREATE INDEX dipendenze_istituto ON dipendenze (istituto_id);

-- Which branch a branch operator (role `operators`) works at: the IdP login (the token's `sub`) to one branch.
CREATE TABLE operatori_dipendenze (
  login text PRIMARY KEY,
  dipendenza_id uuid NOT NULL REFERENCES dipendenze (id)
);

-- Saved list views, per user (login) and area.
CREATE TABLE viste_salvate (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner text NOT NULL,
  area text NOT NULL,
  name text NOT NULL,
  state jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner, area, name)
);

-- The audit log: append-only (the triggers refuse UPDATE, DELETE and TRUNCATE) and hash-chained: `hash` is the
-- SHA-256 of the entry's content and `prev_hash`, the previous entry's `hash` (audit/audit-chain.ts).
CREATE TABLE audit_log (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  actor text NOT NULL,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text NOT NULL,
  before jsonb,
  after jsonb,
  prev_hash text NOT NULL,
  hash text NOT NULL UNIQUE
);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id);

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
