-- Texts a visitor reads on the first screen, in other languages than the default English columns:
-- { "ru": { "title": "…", "description": "…" } } (banners) and { "ru": { "name": "…", "description": "…" } } (categories).
-- The responses return them beside the English fields; the client shows its interface language.
ALTER TABLE banners ADD COLUMN IF NOT EXISTS translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE performer_categories ADD COLUMN IF NOT EXISTS translations jsonb NOT NULL DEFAULT '{}'::jsonb;
