// Placeholder until the feature lands.
export default function LoginDialog(_: { onClose(): void; onLoggedIn(needsProfile: boolean): void }) {
  return null;
}
