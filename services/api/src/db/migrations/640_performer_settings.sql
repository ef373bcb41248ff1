-- Settings a performer controls herself (POST /performers/…/update):
-- the countries whose visitors may not see her (ISO 3166-1 alpha-2, upper case; enforced by the API on lists,
-- her profile, her room and shows), her status text, and how her shows are delivered (null: the site's options).
ALTER TABLE performers ADD COLUMN IF NOT EXISTS blocked_countries text[] NOT NULL DEFAULT '{}';
ALTER TABLE performers ADD COLUMN IF NOT EXISTS status_message text NOT NULL DEFAULT '';
ALTER TABLE performers ADD COLUMN IF NOT EXISTS broadcast_setting jsonb;

-- An account that suspended itself (users / performers .status = 'inactive'): when, for the admin's lists.
ALTER TABLE users ADD COLUMN IF NOT EXISTS suspended_at timestamptz;
ALTER TABLE performers ADD COLUMN IF NOT EXISTS suspended_at timestamptz;
