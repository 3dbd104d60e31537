-- Record keeping (design/compliance-domain.md §1.5, §2.1): an operation must be recorded within 30 days of its
-- execution, and the system flags a later recording. `data_registrazione` (010) is the day the suite recorded it;
-- the flag is derived from the two dates so it can never disagree with them.
ALTER TABLE operazioni
  ADD COLUMN registrazione_tardiva boolean GENERATED ALWAYS AS (data_registrazione - data_operazione > 30) STORED;
CREATE INDEX operazioni_registrazione_tardiva ON operazioni (data_operazione, id) WHERE registrazione_tardiva;
