-- A member whose page left the show (every socket of his left its room, e.g. he closed the tab) is "away" until he
-- is back or the disconnect grace takes him out: a minute that comes due meanwhile is not charged, although the
-- media server may still list his player for a few seconds.
ALTER TABLE show_participants ADD COLUMN IF NOT EXISTS away_since timestamptz;
