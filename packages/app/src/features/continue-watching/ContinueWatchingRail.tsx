// Placeholder until the feature lands.
export default function ContinueWatchingRail() {
  return null;
}
