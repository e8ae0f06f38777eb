import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type PreloadableComponent<Props> = LazyExoticComponent<ComponentType<Props>> & {
  preload: () => Promise<unknown>;
};

/**
 * React.lazy with a preload(): dialogs and drawers stay out of a screen's first load, and the screen fetches them
 * before they are needed (`useLoadOnFirstUse`), so they open at once later, offline too. A preload that failed is
 * tried afresh by the next one.
 */
export function lazyWithPreload<Props>(load: () => Promise<ComponentType<Props>>): PreloadableComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
