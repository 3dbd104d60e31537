-- Whistleblowing admissibility (design/compliance-domain.md §2.3): after the acknowledgement the handlers check
-- whether the report is admissible (AMMISSIBILITA): admissible → inquiry; not admissible → closed (outcome
-- ARCHIVIATA, the reason sent as the feedback). Existing reports keep their states.
ALTER TABLE segnalazioni DROP CONSTRAINT segnalazioni_stato_check;
ALTER TABLE segnalazioni DROP CONSTRAINT segnalazioni_check2;
ALTER TABLE segnalazioni ADD CONSTRAINT segnalazioni_stato_check CHECK (stato IN ('BOZZA', 'IN_VALUTAZIONE_1L',
  'IN_VALUTAZIONE_DELEGATO', 'ARCHIVIATA', 'TRASMESSA', 'SOSTITUITA', 'RICEVUTA', 'AVVISO_INVIATO', 'AMMISSIBILITA',
  'ISTRUTTORIA', 'RISCONTRO_INVIATO', 'CHIUSA'));
ALTER TABLE segnalazioni ADD CONSTRAINT segnalazioni_wb_stato_check CHECK (tipo <> 'WHISTLEBLOWING' OR stato IN (
  'RICEVUTA', 'AVVISO_INVIATO', 'AMMISSIBILITA', 'ISTRUTTORIA', 'RISCONTRO_INVIATO', 'CHIUSA'));
