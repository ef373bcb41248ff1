// Standalone dev entry: the preset mounts these lifecycles on its own page (the shell loads ./lifecycles).
export { bootstrap, mount, unmount } from './lifecycles';
