-- Questionnaire dashboards (issue 9): the verified submissions per client, newest last, for "the client's latest
-- verified questionnaire" (questionari-sql.ts ULTIMO_VERIFICATO_SQL), read by every dashboard figure and the lists
-- they open.
CREATE INDEX questionari_verificati ON questionari (soggetto_id, numero) WHERE stato = 'VERIFICATO';
