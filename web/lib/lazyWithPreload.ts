import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type PreloadableComponent<Props> = LazyExoticComponent<ComponentType<Props>> & {
  preload: () => Promise<unknown>;
};

/**
 * React.lazy with a preload(): dialogs and drawers stay out of a screen's first load, and the screen fetches them
 * right after it shows, so they open at once later, offline too.
 */
export function lazyWithPreload<Props>(load: () => Promise<ComponentType<Props>>): PreloadableComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
