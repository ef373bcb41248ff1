import { Type } from '@sinclair/typebox';
import { ObjectId } from '@platform/shared/contract';

// Path parameters shared by the streaming routes.

export const PerformerIdParams = Type.Object({ performerId: ObjectId });
export const ConversationIdParams = Type.Object({ conversationId: ObjectId });
/** A show by its stream id, media session id or one of its media stream ids. */
export const StreamKeyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
