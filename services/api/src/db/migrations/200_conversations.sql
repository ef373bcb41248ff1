-- Conversations (private between two accounts; stream rooms later) and their participants. Each
-- participant keeps its own unread counter, so "unread" never needs a scan of the messages.
CREATE TABLE conversations (
  id                      text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  type                    text NOT NULL CHECK (type IN ('private', 'stream_public', 'stream_private', 'stream_group')),
  name                    text NOT NULL DEFAULT '',
  -- private conversations: 'source:id|source:id' of both parties, sorted, so find-or-create is race-free
  private_key             text UNIQUE,
  last_message            text NOT NULL DEFAULT '',
  last_sender_source      text CHECK (last_sender_source IN ('user', 'performer', 'studio')),
  last_sender_id          text,
  last_message_created_at timestamptz,
  stream_id               text,
  performer_id            text REFERENCES performers (id) ON DELETE CASCADE,
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'private') = (private_key IS NOT NULL))
);
CREATE INDEX conversations_stream_idx ON conversations (stream_id) WHERE stream_id IS NOT NULL;
CREATE INDEX conversations_performer_idx ON conversations (performer_id, type) WHERE performer_id IS NOT NULL;

CREATE TABLE conversation_participants (
  conversation_id text NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  source          text NOT NULL CHECK (source IN ('user', 'performer', 'studio')),
  source_id       text NOT NULL,
  unread_count    integer NOT NULL DEFAULT 0 CHECK (unread_count >= 0),
  joined_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (conversation_id, source, source_id)
);
CREATE INDEX conversation_participants_account_idx ON conversation_participants (source, source_id);
