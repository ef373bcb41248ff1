export * from './bus';
export type { StateChannel, EventChannel } from './channels';
export { SHARED_INSTANCE_ID } from './instance-id';
export { useBusState } from './use-bus-state';
export { toast, notify, navigate } from './helpers';
