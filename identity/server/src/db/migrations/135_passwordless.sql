-- Passwordless sign-in (issue 8; spec §2 "Primary sign-in and discovery", feature passwordlessAuth: "Next", then a
-- factor). A group's MFA policy may let its members start primary authentication with their username alone and
-- prove who they are with one enrolled possession factor (policies/passwordless.ts).
ALTER TABLE mfa_policies ADD COLUMN passwordless boolean NOT NULL DEFAULT false;
