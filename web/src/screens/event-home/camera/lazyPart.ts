import { lazy, type ComponentType } from 'react';

/** What a chunk that failed to load renders instead: nothing. */
const Nothing = (): null => null;

/** A part of the camera in a chunk of its own: one that cannot be fetched (offline, not cached yet) renders nothing. */
export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() =>
    load().then(
      (part) => ({ default: part }),
      (error: unknown) => {
        console.error('camera part failed to load', error);
        return { default: Nothing as ComponentType<P> };
      },
    ),
  );
