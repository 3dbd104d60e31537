-- Free-text search of the operations and clients lists: trigram indexes serve ILIKE '%text%' (pg_trgm, loaded
-- by PGlite too: db.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX operazioni_ricerca_trgm ON operazioni USING gin (ricerca gin_trgm_ops);
CREATE INDEX soggetti_nominativo_trgm ON soggetti USING gin (nominativo gin_trgm_ops);
