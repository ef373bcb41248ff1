-- Messages of a conversation. Deleting keeps the row (is_deleted, text replaced) so both sides see it went.
CREATE TABLE messages (
  id              text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  conversation_id text NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  type            text NOT NULL DEFAULT 'text' CHECK (type IN ('text', 'photo', 'tip', 'notify')),
  text            text NOT NULL DEFAULT '',
  sender_source   text NOT NULL CHECK (sender_source IN ('user', 'performer', 'studio')),
  sender_id       text NOT NULL,
  file_id         text REFERENCES files (id) ON DELETE SET NULL,   -- photo messages
  token           integer CHECK (token > 0),                      -- tip messages
  is_deleted      boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_conversation_idx ON messages (conversation_id, created_at DESC, id DESC);
