-- Campaign scheduling and channel (design/compliance-domain.md §4.2 (1): status BOZZA, PROGRAMMATA, IN_CORSO,
-- CONCLUSA; dataInvio; channel). A draft may be scheduled for a future send date (PROGRAMMATA), which the suite's
-- own timer sends on that day; a running campaign ends CONCLUSA when its reply deadline has passed, when every
-- client has answered, or by hand. Today's CHIUSA ("closed by hand") becomes CONCLUSA: both mean the campaign
-- has ended and collects nothing more; who ended it stays in chiusa_da ('system' when the timer did). ANNULLATA
-- stays. See docs/decisions.md, "Campaigns: CHIUSA becomes CONCLUSA".
ALTER TABLE campagne DROP CONSTRAINT campagne_stato_check;
ALTER TABLE campagne DROP CONSTRAINT campagne_check1;
UPDATE campagne SET stato = 'CONCLUSA' WHERE stato = 'CHIUSA';
ALTER TABLE campagne ADD CONSTRAINT campagne_stato_check
  CHECK (stato IN ('BOZZA', 'PROGRAMMATA', 'IN_CORSO', 'CONCLUSA', 'ANNULLATA'));
-- how the clients are reached: at the branch, through home banking, or by e-mail
ALTER TABLE campagne ADD COLUMN canale text NOT NULL DEFAULT 'FILIALE'
  CHECK (canale IN ('FILIALE', 'HOME_BANKING', 'EMAIL'));
-- the send date: planned while PROGRAMMATA, the day it was sent once launched (Europe/Rome)
ALTER TABLE campagne ADD COLUMN data_invio date;
UPDATE campagne SET data_invio = (data_lancio AT TIME ZONE 'Europe/Rome')::date WHERE data_lancio IS NOT NULL;
ALTER TABLE campagne ADD COLUMN programmata_da text;
-- why the last scheduled send did not happen (the campaign went back to draft); cleared when scheduled again
ALTER TABLE campagne ADD COLUMN esito_invio text;
ALTER TABLE campagne ADD CONSTRAINT campagne_lanciata_check
  CHECK (stato IN ('BOZZA', 'PROGRAMMATA', 'ANNULLATA') OR data_lancio IS NOT NULL);
ALTER TABLE campagne ADD CONSTRAINT campagne_programmata_check
  CHECK (stato <> 'PROGRAMMATA' OR (data_invio IS NOT NULL AND programmata_da IS NOT NULL));
CREATE INDEX campagne_programmate ON campagne (data_invio) WHERE stato = 'PROGRAMMATA';
