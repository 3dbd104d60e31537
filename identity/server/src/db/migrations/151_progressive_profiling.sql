-- Profile required at sign-in (issue 8 "Profile required"; spec sign-in-widget.md §2 "signin/enroll-user", §4
-- PROFILE_REQUIRED): with progressive profiling on, a person who signs in without an attribute the registration
-- policy's profile schema marks required is asked for it (PROFILE_REQUIRED) before the session is issued.
ALTER TABLE registration_policy ADD COLUMN progressive_profiling boolean NOT NULL DEFAULT false;
