-- Secrets leave the settings table: the JWT signing secret now comes from JWT_SECRET or <dataDir>/secrets.json
-- (core/secrets.ts). An admin could read the old row through POST /settings/keys and sign a token for anyone.
-- Every session signed with it ends; members sign in again.
DELETE FROM settings WHERE key = 'jwtSecret';

-- The seeded admin's password was the published demo1234. Mark it unset: the next start gives it a random password
-- and prints it once (seed/admin-password.ts). Only the seeded account (its seeded e-mail) is touched.
UPDATE users SET password_hash = '!unset', updated_at = now()
WHERE username = 'admin' AND email = 'admin@demo.local' AND 'admin' = ANY (roles);
