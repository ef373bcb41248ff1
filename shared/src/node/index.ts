/** Server-side helpers for the API and the edge server (Node only: never imported by a browser bundle). */
export { answerClientError } from './oversized-request';
export { freePort } from './free-port';
export { resolveRemoteMenu, type MenuTexts, type ResolvedMenu } from './remote-menu';
export {
  bodySignature,
  bodySigned,
  fieldsSigned,
  sameSignature,
  signBody,
  signFields,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from './processor-signing';
