-- The self-assessment's sending to Banca d'Italia (design/compliance-domain.md §1.7, §4.1: state INVIATA_BDI,
-- `scadenzaInvio` 30 April of the following year). After approval the AML officer records the day it was sent and
-- the protocol or reference of the sending; the approved content stays frozen. (`data_invio` of migration 070 is
-- the submission for approval, inside the firm.)
ALTER TABLE autovalutazioni DROP CONSTRAINT autovalutazioni_stato_check;
ALTER TABLE autovalutazioni ADD CONSTRAINT autovalutazioni_stato_check
  CHECK (stato IN ('BOZZA', 'IN_APPROVAZIONE', 'APPROVATA', 'INVIATA_BDI'));
ALTER TABLE autovalutazioni ADD COLUMN data_invio_bdi date;
ALTER TABLE autovalutazioni ADD COLUMN protocollo_bdi text CHECK (length(protocollo_bdi) BETWEEN 1 AND 200);
ALTER TABLE autovalutazioni ADD COLUMN invio_bdi_registrato_da text;
ALTER TABLE autovalutazioni ADD COLUMN invio_bdi_registrato_il timestamptz;
ALTER TABLE autovalutazioni ADD CONSTRAINT autovalutazioni_inviata_bdi_check
  CHECK (stato <> 'INVIATA_BDI' OR (approvata_da IS NOT NULL AND data_approvazione IS NOT NULL
    AND rischio_residuo_complessivo IS NOT NULL AND data_invio_bdi IS NOT NULL AND protocollo_bdi IS NOT NULL
    AND invio_bdi_registrato_da IS NOT NULL));
ALTER TABLE autovalutazioni ADD CONSTRAINT autovalutazioni_invio_bdi_solo_inviata_check
  CHECK (stato = 'INVIATA_BDI' OR (data_invio_bdi IS NULL AND protocollo_bdi IS NULL));

-- An approved self-assessment stays immutable, whatever writes to the table (the service refuses first): once
-- APPROVATA or INVIATA_BDI, a row is never deleted, and an update may only move it to INVIATA_BDI changing the
-- sending fields (and version, updated_at); every other column, the content above all, must stay as approved.
CREATE OR REPLACE FUNCTION autovalutazione_approvata_immutabile() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  invio constant text[] := ARRAY['stato', 'data_invio_bdi', 'protocollo_bdi', 'invio_bdi_registrato_da',
    'invio_bdi_registrato_il', 'version', 'updated_at'];
BEGIN
  IF OLD.stato NOT IN ('APPROVATA', 'INVIATA_BDI') THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'autovalutazione % approvata: non modificabile', OLD.anno;
  END IF;
  IF NEW.stato <> 'INVIATA_BDI' OR (to_jsonb(NEW) - invio) IS DISTINCT FROM (to_jsonb(OLD) - invio) THEN
    RAISE EXCEPTION 'autovalutazione % approvata: non modificabile', OLD.anno;
  END IF;
  RETURN NEW;
END $$;
