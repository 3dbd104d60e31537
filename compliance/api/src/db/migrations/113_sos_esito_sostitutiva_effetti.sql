-- After the SOS decision (design/compliance-domain.md §1.6, §2.3):
-- * the UIF's outcome on a transmitted report (archived by the UIF, sent on to the investigative bodies, or a request
--   for information) and the day it arrived;
-- * originaria | sostitutiva: a replacement report corrects a transmitted one (`sostituisce`); once the replacement
--   is transmitted the original becomes SOSTITUITA (it was transmitted too: it keeps its protocol and date);
-- * the effect on the client decided with it (several allowed): risk raised, abstention, relationship closed.
--   A raised risk makes the client's due diligence due at once: a sixth early-review event (RISCHIO_INNALZATO).
ALTER TABLE segnalazioni
  ADD COLUMN esito_uif text CHECK (esito_uif IN ('ARCHIVIATA_UIF', 'TRASMESSA_OOII', 'RICHIESTA_INFORMAZIONI')),
  ADD COLUMN data_esito_uif date,
  ADD COLUMN tipo_invio text NOT NULL DEFAULT 'ORIGINARIA' CHECK (tipo_invio IN ('ORIGINARIA', 'SOSTITUTIVA')),
  ADD COLUMN sostituisce uuid REFERENCES segnalazioni (id),
  ADD COLUMN effetti text[] NOT NULL DEFAULT '{}'
    CHECK (effetti <@ ARRAY['RISCHIO_INNALZATO', 'ASTENSIONE', 'RAPPORTO_CHIUSO']::text[]),
  ADD CONSTRAINT segnalazioni_esito_uif_data_check CHECK ((esito_uif IS NULL) = (data_esito_uif IS NULL)),
  ADD CONSTRAINT segnalazioni_sostitutiva_check CHECK ((tipo_invio = 'SOSTITUTIVA') = (sostituisce IS NOT NULL));
-- at most one replacement of a report is under way or sent (an archived replacement draft does not count)
CREATE UNIQUE INDEX segnalazioni_sostituisce_una ON segnalazioni (sostituisce)
  WHERE sostituisce IS NOT NULL AND stato <> 'ARCHIVIATA';

ALTER TABLE segnalazioni DROP CONSTRAINT segnalazioni_stato_check;
ALTER TABLE segnalazioni DROP CONSTRAINT segnalazioni_sos_stato_check;
ALTER TABLE segnalazioni ADD CONSTRAINT segnalazioni_stato_check CHECK (stato IN ('BOZZA', 'IN_VALUTAZIONE_1L',
  'IN_VALUTAZIONE_DELEGATO', 'ARCHIVIATA', 'TRASMESSA', 'SOSTITUITA', 'RICEVUTA', 'AVVISO_INVIATO', 'ISTRUTTORIA',
  'RISCONTRO_INVIATO', 'CHIUSA'));
ALTER TABLE segnalazioni ADD CONSTRAINT segnalazioni_sos_stato_check CHECK (tipo <> 'SOS' OR stato IN ('BOZZA',
  'IN_VALUTAZIONE_1L', 'IN_VALUTAZIONE_DELEGATO', 'ARCHIVIATA', 'TRASMESSA', 'SOSTITUITA'));
ALTER TABLE segnalazioni ADD CONSTRAINT segnalazioni_sostituita_check
  CHECK (stato <> 'SOSTITUITA' OR (protocollo_uif IS NOT NULL AND data_invio_uif IS NOT NULL));

ALTER TABLE revisioni_anticipate DROP CONSTRAINT revisioni_anticipate_evento_check;
ALTER TABLE revisioni_anticipate ADD CONSTRAINT revisioni_anticipate_evento_check
  CHECK (evento IN ('PEP', 'TITOLARE_EFFETTIVO', 'SOS', 'ALERT_ANOMALO', 'DOCUMENTO_SCADUTO', 'RISCHIO_INNALZATO'));
