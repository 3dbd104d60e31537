-- Early reviews (design/compliance-domain.md §1.4): "an expired ID document" is a fifth event. The sweep
-- (questionari/revisioni.service.ts, sweepDocumentiScaduti) raises it once per expiry: a request raised after the
-- client's latest identity document expired marks that expiry as handled.
ALTER TABLE revisioni_anticipate DROP CONSTRAINT revisioni_anticipate_evento_check;
ALTER TABLE revisioni_anticipate ADD CONSTRAINT revisioni_anticipate_evento_check
  CHECK (evento IN ('PEP', 'TITOLARE_EFFETTIVO', 'SOS', 'ALERT_ANOMALO', 'DOCUMENTO_SCADUTO'));
CREATE INDEX revisioni_anticipate_soggetto_evento ON revisioni_anticipate (soggetto_id, evento);
