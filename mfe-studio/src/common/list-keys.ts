/** A studio list's query keys: `all` (everything of its feature), `lists()` (every page and search), `list(params)`. */
export function listKeys<P>(feature: string) {
  const all = ['studio', feature] as const;
  return { all, lists: () => [...all, 'list'] as const, list: (params: P) => [...all, 'list', params] as const };
}
