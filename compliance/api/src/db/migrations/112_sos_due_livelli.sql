-- SOS evaluation in two levels (design/compliance-domain.md §2.3): the first level (IN_VALUTAZIONE_1L) closes a
-- report or escalates it to the SOS delegate (IN_VALUTAZIONE_DELEGATO), who archives it or sends it to the UIF.
-- Reports already in evaluation were with the AML function's decision-maker: they continue with the delegate.
-- The constraints are named from here on, so later migrations replace them by name.
ALTER TABLE segnalazioni DROP CONSTRAINT segnalazioni_stato_check;
ALTER TABLE segnalazioni DROP CONSTRAINT segnalazioni_check1;
UPDATE segnalazioni SET stato = 'IN_VALUTAZIONE_DELEGATO' WHERE stato = 'IN_VALUTAZIONE';
ALTER TABLE segnalazioni ADD CONSTRAINT segnalazioni_stato_check CHECK (stato IN ('BOZZA', 'IN_VALUTAZIONE_1L',
  'IN_VALUTAZIONE_DELEGATO', 'ARCHIVIATA', 'TRASMESSA', 'RICEVUTA', 'AVVISO_INVIATO', 'ISTRUTTORIA',
  'RISCONTRO_INVIATO', 'CHIUSA'));
ALTER TABLE segnalazioni ADD CONSTRAINT segnalazioni_sos_stato_check CHECK (tipo <> 'SOS' OR stato IN ('BOZZA',
  'IN_VALUTAZIONE_1L', 'IN_VALUTAZIONE_DELEGATO', 'ARCHIVIATA', 'TRASMESSA'));
