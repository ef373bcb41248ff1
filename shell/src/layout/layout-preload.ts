import type { ComponentType } from 'react';
import type { LayoutKind } from './layout-kind';

// No runtime imports: the shell's entry uses this before the shared modules are negotiated.

// Layouts are separate chunks and a page downloads only its own (scripts/page-weight.mjs counts it so).
export const layoutImporters = {
  auth: () => import('./auth.layout'),
  primary: () => import('./primary.layout'),
  public: () => import('./public.layout'),
};

/**
 * The first page's layout, when the entry loaded it before the first render: LayoutFrame renders it directly.
 * Through lazy() it would suspend once even when loaded, and React reveals a suspended boundary's content only
 * 300 ms after its fallback — that held back a returning visitor's first paint (a first visitor saw the popup).
 */
export const preloadedLayouts: Partial<Record<LayoutKind, ComponentType<never>>> = {};

let rendering = false;

/** Started by the entry alongside the app's code. */
export async function preloadLayout(kind: LayoutKind): Promise<void> {
  const module = await layoutImporters[kind]();
  // never set once rendering began: swapping a mounted layout would remount it (and the remote in its slot)
  if (!rendering) preloadedLayouts[kind] = module.default as ComponentType<never>;
}

/** Called right before the first render: from then on LayoutFrame's components stay as they are. */
export function layoutsRendering(): void {
  rendering = true;
}
