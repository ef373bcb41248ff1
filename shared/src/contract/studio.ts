import { Type, type Static } from '@sinclair/typebox';
import { CountrySchema, CredentialFields, GENDER_VALUES, NameSchema, RequiredNameSchema } from './auth';
import { StringEnum } from './envelope';
import { Figures, privateDocument, SortFields } from './fields';
import { AccountStatus, Performer } from './profiles';

/** The studio's own flag on a member (separate from the platform's account status). */
export const StudioMemberStatus = StringEnum(['active', 'inactive']);
export type StudioMemberStatus = Static<typeof StudioMemberStatus>;

/** Item of GET /studio/members and GET /studio/commission: one of the studio's performers. */
export const StudioMember = Type.Object({
  ...Performer.properties,
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  /** The studio's active/inactive flag (POST /studio/members/{id}/{status}). */
  status: StudioMemberStatus,
  /** The platform's status of the performer account. */
  accountStatus: AccountStatus,
  verified: Type.Boolean(),
  /** Percent of this member's earnings the studio keeps (the studio's `commission` unless set per member). */
  commission: Type.Number({ description: "Percent of this member's earnings the studio keeps" }),
  /** True when `commission` was set for this member with PUT /studio/commission/member/{id}. */
  customCommission: Type.Boolean(),
  createdAt: Type.String(),
});
export type StudioMember = Static<typeof StudioMember>;

export const StudioMemberQuery = Type.Object({
  q: Type.Optional(Type.String()),
  status: Type.Optional(StudioMemberStatus),
  limit: Type.Optional(Type.Number()),
  offset: Type.Optional(Type.Number()),
  ...SortFields,
});
export type StudioMemberQuery = Static<typeof StudioMemberQuery>;

/** POST /studio/members: a performer account owned by the studio. */
export const CreateStudioMemberRequest = Type.Object({
  ...CredentialFields,
  name: RequiredNameSchema,
  /** Taken from `name` when left out (its first word; the rest is the last name). */
  firstName: Type.Optional(NameSchema),
  lastName: Type.Optional(NameSchema),
  gender: Type.Optional(StringEnum(GENDER_VALUES, { default: 'female' })),
  country: Type.Optional(CountrySchema),
});
export type CreateStudioMemberRequest = Static<typeof CreateStudioMemberRequest>;

/** PUT /studio/commission/member/{id}. */
export const UpdateMemberCommissionRequest = Type.Object({
  commission: Type.Integer({ minimum: 0, maximum: 100, description: 'Percent of the member’s earnings the studio keeps' }),
});
export type UpdateMemberCommissionRequest = Static<typeof UpdateMemberCommissionRequest>;

/** GET /studio/stats. */
export const StudioStats = Figures('totalPerformer totalActivePerformer totalInactivePerformer totalOnlinePerformer totalTokenEarned');
export type StudioStats = Static<typeof StudioStats>;

export const StudioDocumentType = StringEnum(['documentVerification', 'idVerification']);
export type StudioDocumentType = Static<typeof StudioDocumentType>;

/** POST /studio/documents/upload answer (the file is private: no URL). */
export const StudioDocument = privateDocument(StudioDocumentType);
export type StudioDocument = Static<typeof StudioDocument>;
