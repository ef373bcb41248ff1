-- Private messages carry files: an image becomes a 'photo' message with a WebP preview, a PDF, text or ZIP file a
-- 'file' message. Both files live in private storage and are served to the conversation's participants only.
ALTER TABLE messages DROP CONSTRAINT messages_type_check;
ALTER TABLE messages ADD CONSTRAINT messages_type_check CHECK (type IN ('text', 'photo', 'file', 'tip', 'notify'));
ALTER TABLE messages ADD COLUMN thumbnail_file_id text REFERENCES files (id) ON DELETE SET NULL;
