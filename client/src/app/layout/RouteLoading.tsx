import { LoadingOverlay } from '@mantine/core';

/** Shown while a lazy screen loads; it goes away with the screen's first render after each navigation. */
export function RouteLoading() {
  return (
    <LoadingOverlay
      visible
      zIndex={1000}
      overlayProps={{ blur: 1, backgroundOpacity: 0.35 }}
      data-testid="route-loading"
      pos="fixed"
    />
  );
}
