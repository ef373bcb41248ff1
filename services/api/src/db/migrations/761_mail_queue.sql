-- Real e-mail: with SMTP_URL every mail is a queued outbox row that a delivery job sends, retries with back-off and,
-- after its last attempt, leaves as failed for the admin to see and send again. The development outbox stores its
-- rows as sent at once (the defaults below describe every row written before this migration too).
ALTER TABLE outbox
  ADD COLUMN status          text NOT NULL DEFAULT 'sent' CHECK (status IN ('queued', 'sent', 'failed')),
  ADD COLUMN attempts        integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN last_error      text,
  ADD COLUMN language        text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ru'));
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'queued';
CREATE INDEX outbox_status_idx ON outbox (status, created_at DESC);

-- The interface language a person last used with an e-mail address (registration, sign-in, asking for a code or a
-- reset): their mail is written in it. Keyed by the address, since mail may go out before the account exists.
CREATE TABLE mail_languages (
  email_key  text PRIMARY KEY,
  language   text NOT NULL CHECK (language IN ('en', 'ru')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
