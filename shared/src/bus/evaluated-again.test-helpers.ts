/** What `load` returns from a fresh module registry: a second copy of a module, as a second bundle on the page makes. */
export function evaluatedAgain<T>(load: () => T): T {
  let second: T | undefined;
  jest.isolateModules(() => {
    second = load();
  });
  return second as T;
}
