// A fixed container per app, created once and kept for the page's life. Layouts move these nodes
// into their content slot, so a remote stays mounted when the layout around it changes.
const containers = new Map<string, HTMLDivElement>();

export function appContainer(name: string): HTMLDivElement {
  let element = containers.get(name);
  if (!element) {
    element = document.createElement('div');
    element.id = `single-spa-application:${name}`;
    element.dataset.remote = name;
    containers.set(name, element);
  }
  return element;
}

export function allAppContainers(): HTMLDivElement[] {
  return [...containers.values()];
}
