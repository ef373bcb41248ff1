/** 'mfe_catalog' → 'Catalog': the name a visitor sees in the unavailable panel and the override badge. */
export function remoteLabel(container: string): string {
  const base = container.replace(/^mfe_/, '').replace(/_/g, ' ');
  return base.charAt(0).toUpperCase() + base.slice(1);
}
