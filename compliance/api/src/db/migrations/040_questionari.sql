-- Due-diligence questionnaires (questionari; issue 9, design/compliance-domain.md §1.3–§1.4 and §6). Templates are
-- data, versioned per tipo persona; a submission keeps the version it was filled on. Submissions are numbered per
-- client and move BOZZA → COMPILATO → INVIATO → IN_VERIFICA → VERIFICATO | RESPINTO (→ BOZZA); a verified one
-- past its review date reads as SCADUTO.
CREATE TABLE questionario_modelli (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tipo_persona char(2) NOT NULL CHECK (tipo_persona IN ('PF', 'PG')),
  versione integer NOT NULL CHECK (versione >= 1),
  definizione jsonb NOT NULL,
  creato_da text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tipo_persona, versione)
);

CREATE TABLE questionari (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  soggetto_id uuid NOT NULL REFERENCES soggetti (id),
  numero integer NOT NULL CHECK (numero >= 1),
  modello_id uuid NOT NULL REFERENCES questionario_modelli (id),
  stato text NOT NULL DEFAULT 'BOZZA'
    CHECK (stato IN ('BOZZA', 'COMPILATO', 'INVIATO', 'IN_VERIFICA', 'VERIFICATO', 'RESPINTO')),
  risposte jsonb NOT NULL DEFAULT '{}',
  punteggio integer NOT NULL DEFAULT 0,
  classe_calcolata text NOT NULL CHECK (classe_calcolata IN ('IRRILEVANTE', 'BASSO', 'MEDIO', 'ALTO')),
  classe_override text CHECK (classe_override IN ('IRRILEVANTE', 'BASSO', 'MEDIO', 'ALTO')),
  motivazione_override text,
  autore text NOT NULL,
  inviato_da text,
  verificatore text,
  data_verifica timestamptz,
  data_revisione date,
  motivazione_respinto text,
  impronta text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (soggetto_id, numero),
  CHECK (classe_override IS NULL OR motivazione_override IS NOT NULL),
  CHECK (stato <> 'VERIFICATO' OR (verificatore IS NOT NULL AND data_verifica IS NOT NULL
    AND data_revisione IS NOT NULL AND impronta IS NOT NULL)),
  CHECK (verificatore IS NULL OR lower(verificatore) <> lower(autore)),
  CHECK (stato <> 'RESPINTO' OR motivazione_respinto IS NOT NULL)
);
CREATE INDEX questionari_stato ON questionari (stato, data_revisione);
CREATE INDEX questionari_revisione ON questionari (data_revisione);

-- A verified questionnaire is signed off: the database itself refuses to change or delete it.
CREATE FUNCTION questionari_immutabile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.stato = 'VERIFICATO' THEN
    RAISE EXCEPTION 'questionario % verificato: non modificabile', OLD.id;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
CREATE TRIGGER questionari_immutabile BEFORE UPDATE OR DELETE ON questionari
  FOR EACH ROW EXECUTE FUNCTION questionari_immutabile();
