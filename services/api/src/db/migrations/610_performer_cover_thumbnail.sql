-- A performer's cover is kept as a wide WebP picture (cover_path) and a card-sized WebP thumbnail.
ALTER TABLE performers ADD COLUMN cover_thumbnail_path text;
