-- Show billing is driven by the database (a sweep any API process may run), so the state that used to live in one
-- process's memory is stored with the membership.
ALTER TABLE show_participants
  -- since when the member's video has not played (the start window after joining, or a pause); NULL while it plays
  ADD COLUMN IF NOT EXISTS not_playing_since timestamptz,
  -- failed attempts at the due minute (not a refusal for lack of tokens); reset by a billed minute
  ADD COLUMN IF NOT EXISTS charge_failures integer NOT NULL DEFAULT 0 CHECK (charge_failures >= 0),
  -- a process is charging the due minute until then (or waits to retry); a dead process's claim simply runs out
  ADD COLUMN IF NOT EXISTS claimed_until timestamptz;

-- pending private requests expire after a while (the sweep looks for the old ones)
CREATE INDEX IF NOT EXISTS streams_requested_idx ON streams (created_at) WHERE status = 'requested';
