import { removeTemplate } from './pglite-template';

export default function globalTeardown(): void {
  removeTemplate();
}
