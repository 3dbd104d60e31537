-- The document archive (archiviodocumenti): design/compliance-domain.md §1.3, §1.5 and the `Documento` entity. The
-- file itself lives in the document store (documenti/document-storage.ts) under `chiave`; the row keeps what
-- proves it: size, content type recognised from the bytes, and the SHA-256 checked at every download.
CREATE TABLE documenti (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tipo text NOT NULL,
  soggetto_id uuid REFERENCES soggetti (id),
  operazione_id uuid REFERENCES operazioni (id),
  -- the branch of the linked client or operation (operators see only their branch's documents)
  dipendenza_id uuid REFERENCES dipendenze (id),
  numero text,
  rilasciato_da text,
  data_rilascio date,
  data_scadenza date,
  descrizione text,
  riservato boolean NOT NULL DEFAULT false,
  nome_file text NOT NULL,
  content_type text NOT NULL,
  dimensione bigint NOT NULL CHECK (dimensione > 0),
  sha256 char(64) NOT NULL,
  chiave text NOT NULL UNIQUE,
  data_acquisizione timestamptz NOT NULL DEFAULT now(),
  conserva_fino_al date NOT NULL,
  caricato_da text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (data_scadenza IS NULL OR data_rilascio IS NULL OR data_scadenza >= data_rilascio)
);
CREATE INDEX documenti_soggetto ON documenti (soggetto_id);
CREATE INDEX documenti_operazione ON documenti (operazione_id);
CREATE INDEX documenti_dipendenza ON documenti (dipendenza_id);
CREATE INDEX documenti_scadenza ON documenti (data_scadenza);
CREATE INDEX documenti_acquisizione ON documenti (data_acquisizione);
