-- The annual AML self-assessment (selfevaluations): design/compliance-domain.md §1.7 and §4.1.
-- The residual-risk matrix is data: every edit by an administrator inserts a new version; the latest is current.
-- celle[i][v] (JSON, 4 × 4) is the residual level (1–4) for inherent risk i+1 and vulnerability v+1.
CREATE TABLE matrici_rischio (
  versione integer PRIMARY KEY CHECK (versione >= 1),
  nome text NOT NULL,
  celle jsonb NOT NULL CHECK (jsonb_typeof(celle) = 'array' AND jsonb_array_length(celle) = 4),
  creata_da text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The provisional preset of §1.7: residual = max(1, min(4, round(0.4·inerente + 0.6·vulnerabilità))), a placeholder
-- until the Banca d'Italia (Parte Settima) cells are verified.
INSERT INTO matrici_rischio (versione, nome, celle, creata_da) VALUES
  (1, 'Provvisoria 40/60 (da verificare con Banca d''Italia, Parte Settima)',
   '[[1,2,2,3],[1,2,3,3],[2,2,3,4],[2,3,3,4]]', 'system');

-- One self-assessment per year. `linee` and `interventi` are JSON arrays (the shared LineaValutata and Intervento
-- shapes): the assessment is edited, submitted and approved as one document, and an approved one never changes.
CREATE TABLE autovalutazioni (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  anno integer NOT NULL UNIQUE CHECK (anno BETWEEN 2019 AND 2100),
  stato text NOT NULL DEFAULT 'BOZZA' CHECK (stato IN ('BOZZA', 'IN_APPROVAZIONE', 'APPROVATA')),
  matrice_versione integer NOT NULL REFERENCES matrici_rischio (versione),
  linee jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(linee) = 'array'),
  interventi jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(interventi) = 'array'),
  giudizio_complessivo text,
  rischio_residuo_complessivo integer CHECK (rischio_residuo_complessivo BETWEEN 1 AND 4),
  origine_id uuid REFERENCES autovalutazioni (id),
  inviata_da text,
  data_invio timestamptz,
  approvata_da text,
  data_approvazione timestamptz,
  riferimento_delibera text,
  motivazione_ritorno text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (stato <> 'APPROVATA' OR (approvata_da IS NOT NULL AND data_approvazione IS NOT NULL
    AND rischio_residuo_complessivo IS NOT NULL))
);
-- An approved self-assessment is immutable, whatever writes to the table (the service refuses first, with 409).
CREATE FUNCTION autovalutazione_approvata_immutabile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.stato = 'APPROVATA' THEN
    RAISE EXCEPTION 'autovalutazione % approvata: non modificabile', OLD.anno;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
CREATE TRIGGER autovalutazioni_immutabile BEFORE UPDATE OR DELETE ON autovalutazioni
  FOR EACH ROW EXECUTE FUNCTION autovalutazione_approvata_immutabile();
