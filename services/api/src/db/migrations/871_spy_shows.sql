-- Spy shows: members watch a performer's private show silently, at her spy price per minute.
ALTER TABLE performers ADD COLUMN IF NOT EXISTS allow_spy boolean NOT NULL DEFAULT false;
ALTER TABLE performers ADD COLUMN IF NOT EXISTS spy_call_price integer NOT NULL DEFAULT 20 CHECK (spy_call_price >= 0);
-- What a spy pays: her spy price kept between her group and private prices (she may change those later).
ALTER TABLE performers ADD COLUMN IF NOT EXISTS spy_price integer
  GENERATED ALWAYS AS (LEAST(GREATEST(spy_call_price, group_call_price), private_call_price)) STORED;

-- A member of a show takes part in it ('member') or watches a private show silently ('spy').
ALTER TABLE show_participants ADD COLUMN IF NOT EXISTS role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'spy'));
CREATE INDEX IF NOT EXISTS show_participants_spies_idx ON show_participants (stream_id) WHERE role = 'spy' AND status = 'active';
