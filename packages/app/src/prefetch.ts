// Screens a shared component may warm before they open (the player, once a title is known to be playable), without
// importing the feature (features sit above components): screens.ts registers the loaders, components ask by route id.
const loaders = new Map<string, () => Promise<unknown>>();

export function registerScreenLoader(routeId: string, load: () => Promise<unknown>): void {
  loaders.set(routeId, load);
}

/** Starts loading a screen's chunk; failures are ignored (the real navigation reports them). */
export function prefetchScreen(routeId: string): void {
  void loaders
    .get(routeId)?.()
    .catch(() => {});
}
