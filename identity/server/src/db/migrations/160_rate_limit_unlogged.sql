-- Rate-limit buckets are counters, not records (issue 5 "Speed"; docs/benchmarks.md): an UNLOGGED table writes no
-- WAL, so the commit of a sign-in's rate-limit take does not wait for a WAL flush. After a crash PostgreSQL empties
-- the table, which leaves every bucket full: the same state as a quiet minute (the buckets prune themselves when
-- full anyway). Lockout counters (login_failures) stay durable.
ALTER TABLE rate_limit_buckets SET UNLOGGED;
