export { session, type StoredSession } from './session';
