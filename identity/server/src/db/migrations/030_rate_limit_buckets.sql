-- Rate-limit token buckets shared by every node (ARCHITECTURE "Scaling out"; src/rate-limit). One row per
-- bucket: `key` is the SHA-256 of endpoint + kind + value (a username or a client IP), so no typed username
-- (which is sometimes a password typed into the wrong field) is stored in clear.
CREATE TABLE rate_limit_buckets (
  key text PRIMARY KEY,
  -- Tokens left after the last request (fractional: the bucket refills continuously).
  tokens double precision NOT NULL,
  -- Policy applied by the last request: refill per second and capacity.
  rate double precision NOT NULL,
  burst double precision NOT NULL,
  refilled_at timestamptz NOT NULL,
  -- When the bucket is full again; from then on the row carries no information and may be deleted.
  full_at timestamptz NOT NULL,
  -- Whether the last request was let through.
  allowed boolean NOT NULL
);
CREATE INDEX rate_limit_buckets_full_idx ON rate_limit_buckets (full_at);
