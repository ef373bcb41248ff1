// Row shapes of the content tables as the repositories read them (with the owner's card columns joined in).

/** The owner's columns every asset query joins from `performers`. */
export interface OwnerColumns {
  performer_username: string | null;
  performer_name: string | null;
  performer_avatar: string | null;
  performer_status: string | null;
}

export interface VideoRow extends OwnerColumns {
  id: string;
  performer_id: string;
  title: string;
  description: string;
  status: string;
  token: number;
  is_sale: boolean;
  media_type: string;
  theme: string;
  tags: string[];
  actresses: string[];
  file_id: string | null;
  duration: string | number;
  width: number | null;
  height: number | null;
  poster_path: string | null;
  thumbnail_path: string | null;
  trailer_path: string | null;
  trailer_duration: string | number | null;
  views: number;
  created_at: Date | string;
  updated_at: Date | string;
  deleted_at: Date | string | null;
}

export interface GalleryRow extends OwnerColumns {
  id: string;
  performer_id: string;
  name: string;
  description: string;
  status: string;
  token: number;
  is_sale: boolean;
  tags: string[];
  cover_photo_id: string | null;
  views: number;
  num_of_items: number;
  cover_small_path: string | null;
  cover_medium_path: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  deleted_at: Date | string | null;
}

export interface PhotoRow extends OwnerColumns {
  id: string;
  performer_id: string;
  gallery_id: string | null;
  title: string;
  description: string;
  status: string;
  token: number;
  is_sale: boolean;
  media_type: string;
  theme: string;
  tags: string[];
  actresses: string[];
  file_id: string | null;
  small_path: string | null;
  medium_path: string | null;
  width: number | null;
  height: number | null;
  views: number;
  /** The gallery's price and sale flag: a photo of a gallery on sale is sold with it. */
  gallery_token: number | null;
  gallery_is_sale: boolean | null;
  created_at: Date | string;
  updated_at: Date | string;
  deleted_at: Date | string | null;
}

export interface ProductRow extends OwnerColumns {
  id: string;
  performer_id: string;
  name: string;
  description: string;
  type: 'physical' | 'digital';
  status: string;
  token: number;
  stock: number | null;
  image_path: string | null;
  digital_file_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  deleted_at: Date | string | null;
}

export interface MediaRow extends OwnerColumns {
  id: string;
  performer_id: string;
  kind: 'video' | 'photo';
  media_type: string;
  title: string;
  description: string;
  theme: string;
  tags: string[];
  actresses: string[];
  token: number;
  is_sale: boolean;
  status: string;
  views: number;
  duration: number | null;
  width: number | null;
  height: number | null;
  thumbnail_path: string | null;
  trailer_path: string | null;
  file_id: string | null;
  gallery_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  deleted_at: Date | string | null;
}

/** SELECT list part and JOIN that bring the owner's card columns (`o` is the performers alias). */
export const OWNER_SELECT =
  'o.username AS performer_username, o.name AS performer_name, o.avatar_path AS performer_avatar, o.status AS performer_status';
export const ownerJoin = (alias: string) => `LEFT JOIN performers o ON o.id = ${alias}.performer_id`;
