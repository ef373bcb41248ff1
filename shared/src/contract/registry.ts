/** One remote in the registry pointer (`registry/<env>/current.json`), written by deploy, read by the shell. */
export interface RegistryEntry {
  /** Module Federation container name, e.g. `mfe_catalog`. */
  name: string;
  package: string;
  /** `<version>+<git sha>` of an immutable release folder. */
  version: string;
  manifestUrl: string;
  /** Route prefixes the remote owns (from its package.json `platform.routes`). */
  routes: string[];
}

export interface RegistryDocument {
  env: string;
  /** null only in the empty document a shell bakes in before anything was published. */
  updatedAt: string | null;
  remotes: Record<string, RegistryEntry>;
}
