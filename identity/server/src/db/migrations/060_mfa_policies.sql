-- Multi-factor policies, one per group (issue 6). `mfa_required` says whether primary authentication must be
-- followed by a factor; `factors` lists the factor types a member may enrol, each
-- {"factorType": "...", "enrollment": "REQUIRED"|"OPTIONAL", "maxEnrollments": n}. Remember-device: whether a
-- browser may skip the factor, for how long (minutes), and whether the checkbox starts ticked. `auto_push`: push
-- is sent without a click. A user in several groups gets their combination (policies/mfa-policy.ts).
CREATE TABLE mfa_policies (
  group_id text PRIMARY KEY REFERENCES groups (id) ON DELETE CASCADE,
  mfa_required boolean NOT NULL,
  factors jsonb NOT NULL DEFAULT '[]',
  remember_device_allowed boolean NOT NULL DEFAULT false,
  remember_device_minutes integer NOT NULL DEFAULT 0 CHECK (remember_device_minutes >= 0),
  remember_device_by_default boolean NOT NULL DEFAULT false,
  auto_push boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
