export { createLifecycles } from './create-lifecycles';
export type { CreateLifecyclesOptions, Lifecycles, LifecycleFn, LifecycleProps } from './create-lifecycles';
