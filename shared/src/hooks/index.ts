export { useFocusTrap } from './use-focus-trap';
