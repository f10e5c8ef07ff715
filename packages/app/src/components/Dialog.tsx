import type { ReactNode } from 'react';

// Placeholder with the fixed signature — the realtime/auth helper replaces it (accessible modal: focus trap, Escape).
export function Dialog({ title, children }: { title: string; onClose(): void; children: ReactNode; testId?: string }) {
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="dialog" aria-modal="true" aria-label={title}>
        {children}
      </div>
    </div>
  );
}
