// Standalone dev page of a remote: mounts its lifecycles into #root the way single-spa would,
// and performs bus.navigate like the shell does, so a remote can be developed without the shell.
import { bus, loadCurrentAccount } from '@platform/shared';
import * as lifecycles from 'platform-remote-lifecycles';

const domElement = document.getElementById('root');
const props = { name: __PLATFORM_CONTAINER__, domElement };

bus.navigate.subscribe(({ to, replace }) => {
  window.history[replace ? 'replaceState' : 'pushState'](null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
});

loadCurrentAccount().catch(() => undefined);

Promise.resolve(lifecycles.bootstrap(props))
  .then(() => lifecycles.mount(props))
  .catch((error) => {
    domElement.textContent = `Could not mount ${__PLATFORM_CONTAINER__}: ${error && error.message}`;
    throw error;
  });
