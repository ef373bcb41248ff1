-- The operator's back office (/admin).

-- Every admin action: who, what, when, the item before and after. Append-only: no UPDATE, DELETE or TRUNCATE.
CREATE TABLE audit_log (
  id          text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  actor_id    text NOT NULL,
  actor_name  text NOT NULL,
  action      text NOT NULL,
  target_type text NOT NULL,
  target_id   text NOT NULL,
  before      jsonb,
  after       jsonb,
  reason      text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, created_at DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_id, created_at DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = '42501';
END $$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- Verification: `verified` stays what a broadcast checks; a rejection keeps its reason until new documents come.
-- The holder sees the decision once on the next visit (verification_notice_at is cleared then).
ALTER TABLE performers ADD COLUMN verification_rejection text;
ALTER TABLE performers ADD COLUMN verification_decided_at timestamptz;
ALTER TABLE performers ADD COLUMN verification_notice_at timestamptz;
ALTER TABLE performers ADD COLUMN documents_changed_at timestamptz;
ALTER TABLE studios ADD COLUMN verified boolean NOT NULL DEFAULT false;
ALTER TABLE studios ADD COLUMN verification_rejection text;
ALTER TABLE studios ADD COLUMN verification_decided_at timestamptz;
ALTER TABLE studios ADD COLUMN verification_notice_at timestamptz;
ALTER TABLE studios ADD COLUMN documents_changed_at timestamptz;

-- New or changed documents (by whatever route) send the account back to the queue: an approved performer is
-- reviewed again before her next broadcast, a rejected one is reviewed with what she sent now.
CREATE FUNCTION documents_changed_need_review() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.verified := false;
  NEW.verification_rejection := NULL;
  NEW.documents_changed_at := now();
  RETURN NEW;
END $$;
CREATE TRIGGER performers_documents_review BEFORE UPDATE OF document_verification_id, id_verification_id, release_form_id ON performers
  FOR EACH ROW
  WHEN (OLD.document_verification_id IS DISTINCT FROM NEW.document_verification_id
     OR OLD.id_verification_id IS DISTINCT FROM NEW.id_verification_id
     OR OLD.release_form_id IS DISTINCT FROM NEW.release_form_id)
  EXECUTE FUNCTION documents_changed_need_review();
CREATE TRIGGER studios_documents_review BEFORE UPDATE OF document_verification_id, id_verification_id ON studios
  FOR EACH ROW
  WHEN (OLD.document_verification_id IS DISTINCT FROM NEW.document_verification_id
     OR OLD.id_verification_id IS DISTINCT FROM NEW.id_verification_id)
  EXECUTE FUNCTION documents_changed_need_review();

-- Why the back office suspended an account (shown to the admin; null when active or suspended by the holder).
ALTER TABLE users ADD COLUMN suspension_reason text;
ALTER TABLE performers ADD COLUMN suspension_reason text;
ALTER TABLE studios ADD COLUMN suspended_at timestamptz;
ALTER TABLE studios ADD COLUMN suspension_reason text;
