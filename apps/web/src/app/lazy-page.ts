import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export, so every page keeps a named export (house style) and
 * still gets its own chunk.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] as ComponentType };
  });
}
