-- Live shows. A stream row is one show of a performer: the public broadcast, a private show with one
-- member, or a group show. Show state (who takes part, which minutes are billed) is persisted so that an
-- API restart resumes billing where it stopped and never charges a minute twice.
CREATE TABLE streams (
  id              text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  performer_id    text NOT NULL REFERENCES performers (id) ON DELETE CASCADE,
  type            text NOT NULL CHECK (type IN ('public', 'private', 'group')),
  -- media server stream id the viewers play (public: a random key; private/group: {type}-{id}-{performerId})
  session_id      text NOT NULL UNIQUE,
  conversation_id text REFERENCES conversations (id) ON DELETE SET NULL,
  user_id         text REFERENCES users (id) ON DELETE CASCADE,       -- private: the requesting member
  status          text NOT NULL CHECK (status IN ('requested', 'active', 'ended', 'rejected')),
  is_streaming    boolean NOT NULL DEFAULT false,                      -- the media server reports the publish running
  stream_ids      text[] NOT NULL DEFAULT '{}',
  total_viewer    integer NOT NULL DEFAULT 0 CHECK (total_viewer >= 0),
  price           integer NOT NULL DEFAULT 0 CHECK (price >= 0),       -- per-minute price when the show started
  started_at      timestamptz,
  ended_at        timestamptz,
  end_reason      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX streams_performer_idx ON streams (performer_id, status);
CREATE INDEX streams_updated_idx ON streams (updated_at DESC);
CREATE INDEX streams_conversation_idx ON streams (conversation_id);
-- at most one running public and one running group show per performer (race-free go-live)
CREATE UNIQUE INDEX streams_one_public ON streams (performer_id) WHERE type = 'public' AND status = 'active';
CREATE UNIQUE INDEX streams_one_group ON streams (performer_id) WHERE type = 'group' AND status = 'active';
-- one open private request per member and performer
CREATE UNIQUE INDEX streams_one_private_request ON streams (performer_id, user_id) WHERE type = 'private' AND status IN ('requested', 'active');

-- one public chat conversation per performer, reused by every public show
CREATE UNIQUE INDEX conversations_one_stream_public ON conversations (performer_id) WHERE type = 'stream_public';

-- Members of a private or group show and their billing progress.
CREATE TABLE show_participants (
  stream_id      text NOT NULL REFERENCES streams (id) ON DELETE CASCADE,
  user_id        text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status         text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'ended')),
  billed_minutes integer NOT NULL DEFAULT 0 CHECK (billed_minutes >= 0),
  tokens_spent   integer NOT NULL DEFAULT 0 CHECK (tokens_spent >= 0),
  -- when the next minute is due (the first minute is charged on joining)
  next_charge_at timestamptz NOT NULL DEFAULT now(),
  joined_at      timestamptz NOT NULL DEFAULT now(),
  ended_at       timestamptz,
  end_reason     text,
  PRIMARY KEY (stream_id, user_id)
);
CREATE INDEX show_participants_active_idx ON show_participants (status, next_charge_at) WHERE status = 'active';

-- Viewers who registered with a stream (public rooms and shows), for counts and analytics.
CREATE TABLE stream_viewers (
  stream_id  text NOT NULL REFERENCES streams (id) ON DELETE CASCADE,
  source     text NOT NULL CHECK (source IN ('user', 'performer', 'studio')),
  source_id  text NOT NULL,
  joined_at  timestamptz NOT NULL DEFAULT now(),
  left_at    timestamptz,
  PRIMARY KEY (stream_id, source, source_id)
);
