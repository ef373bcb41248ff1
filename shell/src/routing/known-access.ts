import type { RemoteAccess } from '@platform/shared/contract';

// No runtime imports: the registry is checked by the shell's entry too, before the shared modules are negotiated.
// What each rule lets in is role-gate.ts's business.
const KNOWN: Record<RemoteAccess, true> = { admin: true };

/** An access rule this shell knows (the registry's entry with another one is not valid for this shell). */
export const isKnownAccess = (access: unknown): access is RemoteAccess => typeof access === 'string' && Object.hasOwn(KNOWN, access);
