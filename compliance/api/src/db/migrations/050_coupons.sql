-- Coupons of the welcome page (spec compliance-suite.md §4 "Widget host settings": the registration prompt
-- 'Hai un coupon?' / 'Usalo!' leads to /welcome, where a coupon is redeemed before registering at the IdP).
-- A coupon is a one-time code: only the SHA-256 of its normalised form (trimmed, upper case) is stored; it is spent
-- once (redeemed_at) and may expire. Rows are kept after use so that a used or expired code is told apart from an
-- unknown one (E0000071 / E0000072 rather than E0000070).
CREATE TABLE coupon (
  code_hash char(64) PRIMARY KEY,
  descrizione text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  redeemed_at timestamptz
);
