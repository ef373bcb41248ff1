import type { Gender } from './auth';
import type { AccountStatus, Performer } from './profiles';

/** The studio's own flag on a member (separate from the platform's account status). */
export type StudioMemberStatus = 'active' | 'inactive';

/** Item of GET /studio/members and GET /studio/commission: one of the studio's performers. */
export interface StudioMember extends Performer {
  email: string;
  firstName: string;
  lastName: string;
  /** The studio's active/inactive flag (POST /studio/members/{id}/{status}). */
  status: StudioMemberStatus;
  /** The platform's status of the performer account. */
  accountStatus: AccountStatus;
  verified: boolean;
  /** Percent of this member's earnings the studio keeps (the studio's `commission` unless set per member). */
  commission: number;
  /** True when `commission` was set for this member with PUT /studio/commission/member/{id}. */
  customCommission: boolean;
  createdAt: string;
}

export interface StudioMemberQuery {
  q?: string;
  status?: StudioMemberStatus;
  limit?: number;
  offset?: number;
  sortBy?: string;
  sort?: 'asc' | 'desc';
}

/** POST /studio/members: a performer account owned by the studio. */
export interface CreateStudioMemberRequest {
  username: string;
  email: string;
  password: string;
  name: string;
  firstName?: string;
  lastName?: string;
  gender?: Gender;
  country?: string;
}

/** PUT /studio/commission/member/{id}. */
export interface UpdateMemberCommissionRequest {
  commission: number;
}

/** GET /studio/stats. */
export interface StudioStats {
  totalPerformer: number;
  totalActivePerformer: number;
  totalInactivePerformer: number;
  totalOnlinePerformer: number;
  totalTokenEarned: number;
}

export type StudioDocumentType = 'documentVerification' | 'idVerification';

/** POST /studio/documents/upload answer (the file is private: no URL). */
export interface StudioDocument {
  _id: string;
  type: StudioDocumentType;
  originalName: string;
  mimeType: string;
  size: number;
}
