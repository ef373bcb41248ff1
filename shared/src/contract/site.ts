/** GET /settings/public: flat key -> value map (SPEC.md §3 "Site settings"). */
export interface PublicSettings {
  siteName: string;
  logoUrl: string;
  placeholderLoginUrl: string;
  placeholderAvatarUrl: string;
  favicon: string;
  metaKeywords: string;
  metaDescription: string;
  headerScript: string;
  afterBodyScript: string;
  currency: string;
  gaCode: string;
  maintenanceMode: boolean;
  tipSound: string;
  defaultOfflineModelImage: string;
  defaultPrivateCallImage: string;
  defaultGroupChatImage: string;
  viewerURL: string;
  publisherURL: string;
  subscriberUrl: string;
  optionForBroadcast: 'hls' | 'webrtc';
  optionForPrivate: 'hls' | 'webrtc';
  optionForGroup: 'hls' | 'webrtc';
  secureOption: boolean;
  AntMediaAppname: string;
  enablePopup18Plus: boolean;
  popupContent18Plus: string;
  footerContent: string;
  [key: string]: unknown;
}

export type SettingsKeysRequest = { keys: string[] };
export type SettingsKeysResponse = Record<string, unknown>;

export interface MenuItem {
  _id: string;
  title: string;
  path: string;
  section: 'header' | 'footer';
  internal: boolean;
  isNewTab: boolean;
  ordering: number;
  parentId: string | null;
}

export interface Banner {
  _id: string;
  title: string;
  description: string;
  href: string;
  position: 'top' | 'bottom' | 'right';
  status: 'active' | 'inactive';
  photo: { url: string; thumbnails: string[] };
  createdAt: string;
}

export interface Country {
  code: string;
  name: string;
}

export interface CommissionSettings {
  [key: string]: number;
}
