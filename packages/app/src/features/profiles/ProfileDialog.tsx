// Placeholder until the feature lands.
export default function ProfileDialog(_: { onClose(): void }) {
  return null;
}
