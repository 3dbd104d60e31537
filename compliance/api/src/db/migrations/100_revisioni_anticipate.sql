-- Early reviews (design/compliance-domain.md §1.4): an event (PEP status, a new beneficial owner, an SOS, an alert
-- judged anomalous) makes the client's due diligence due at once. The request marks the client's latest verified
-- questionnaire (itself immutable) and stays open until a newer questionnaire of the client is verified.
CREATE TABLE revisioni_anticipate (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  soggetto_id uuid NOT NULL REFERENCES soggetti (id),
  -- the verified submission that now requires review (none when the client has no verified one yet)
  questionario_id uuid REFERENCES questionari (id),
  evento text NOT NULL CHECK (evento IN ('PEP', 'TITOLARE_EFFETTIVO', 'SOS', 'ALERT_ANOMALO')),
  motivo text NOT NULL,
  -- the record whose change raised it (an alert, a report, the client) and who changed it
  riferimento_entita text NOT NULL,
  riferimento_id text NOT NULL,
  richiesta_da text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  chiusa_da uuid REFERENCES questionari (id),
  chiusa_at timestamptz,
  CHECK ((chiusa_da IS NULL) = (chiusa_at IS NULL))
);
CREATE INDEX revisioni_anticipate_aperte_questionario ON revisioni_anticipate (questionario_id)
  WHERE chiusa_at IS NULL;
CREATE INDEX revisioni_anticipate_aperte_soggetto ON revisioni_anticipate (soggetto_id) WHERE chiusa_at IS NULL;
