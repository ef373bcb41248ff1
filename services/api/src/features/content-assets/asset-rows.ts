// Row shapes of the content tables as the repositories read them (with the owner's card columns joined in).

/** The owner's columns every asset query joins from `performers`. */
export interface OwnerColumns {
  performer_username: string | null;
  performer_name: string | null;
  performer_avatar: string | null;
  performer_status: string | null;
}

/** What every content row has: its owner, status, price and times. */
export interface AssetColumns extends OwnerColumns {
  id: string;
  performer_id: string;
  description: string;
  status: string;
  token: number;
  created_at: Date | string;
  updated_at: Date | string;
  deleted_at: Date | string | null;
  /** Hidden by an admin (features/reports): gone for everyone, its files no longer served. */
  hidden_at?: Date | string | null;
}

/** What a video and a photo (and so a legacy media item) share: a titled, tagged file that may be on sale. */
export interface CatalogueColumns extends AssetColumns {
  title: string;
  is_sale: boolean;
  media_type: string;
  theme: string;
  tags: string[];
  actresses: string[];
  file_id: string | null;
  width: number | null;
  height: number | null;
  views: number;
}

export interface VideoRow extends CatalogueColumns {
  duration: string | number;
  poster_path: string | null;
  thumbnail_path: string | null;
  trailer_path: string | null;
  trailer_duration: string | number | null;
}

export interface GalleryRow extends AssetColumns {
  name: string;
  is_sale: boolean;
  tags: string[];
  cover_photo_id: string | null;
  views: number;
  num_of_items: number;
  cover_small_path: string | null;
  cover_medium_path: string | null;
}

export interface PhotoRow extends CatalogueColumns {
  gallery_id: string | null;
  small_path: string | null;
  medium_path: string | null;
  /** The gallery's price and sale flag: a photo of a gallery on sale is sold with it. */
  gallery_token: number | null;
  gallery_is_sale: boolean | null;
}

export interface ProductRow extends AssetColumns {
  name: string;
  type: 'physical' | 'digital';
  stock: number | null;
  image_path: string | null;
  digital_file_id: string | null;
}

export interface MediaRow extends CatalogueColumns {
  kind: 'video' | 'photo';
  duration: number | null;
  thumbnail_path: string | null;
  trailer_path: string | null;
  gallery_id: string | null;
}

/** SELECT list part and JOIN that bring the owner's card columns (`o` is the performers alias). */
export const OWNER_SELECT =
  'o.username AS performer_username, o.name AS performer_name, o.avatar_path AS performer_avatar, o.status AS performer_status';
export const ownerJoin = (alias: string) => `LEFT JOIN performers o ON o.id = ${alias}.performer_id`;
