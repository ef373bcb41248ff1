-- A performer's cover photo: the wide picture the catalogue shows on her card while she is not in a public show
-- (a public show shows its live preview). Stored like the avatar: a path under the public storage root.
ALTER TABLE performers ADD COLUMN IF NOT EXISTS cover_path text;
