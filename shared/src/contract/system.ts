/** Avatar upload answer (POST /users/avatar/upload, /users/{id}/avatar/upload, /performers/avatar/upload). */
export interface UploadedFileResponse {
  _id: string;
  url: string | null;
  mimeType: string;
  size: number;
}

/** GET /languages/list item. */
export interface Language {
  code: string;
  name: string;
}

/** GET /phone-codes/list item. */
export interface PhoneCode {
  code: string; // ISO country code
  name: string;
  dialCode: string; // '+44'
}

/** GET /statistics/admin (admin token only). */
export interface AdminStats {
  totalUsers: number;
  totalActiveUsers: number;
  totalInactiveUsers: number;
  totalPerformers: number;
  totalActivePerformers: number;
  totalPendingPerformers: number;
  totalVerifiedPerformers: number;
  totalLivePerformers: number;
  totalStudios: number;
  totalActiveStudios: number;
}

/** GET /dev/outbox item (development/sandbox mode only): an e-mail the platform sent. */
export interface OutboxMail {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  template: string;
  createdAt: string;
}
