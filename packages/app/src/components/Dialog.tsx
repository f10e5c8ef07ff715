// An accessible modal dialog (WAI-ARIA dialog pattern): role=dialog + aria-modal, labelled by its visible title,
// focus moves in on open and is trapped while open, Escape or the close button close it, focus returns to the
// element that opened it, and the page behind does not scroll. Used by login, profiles and the subscribe popup.
import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('inert'));
}

// Nested dialogs share one scroll lock: the first locks, the last to close restores.
let locks = 0;
let savedOverflow = '';
function lockScroll(): () => void {
  if (locks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
  return () => {
    locks -= 1;
    if (locks === 0) document.body.style.overflow = savedOverflow;
  };
}

export function Dialog({
  title,
  onClose,
  children,
  testId,
  step,
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
  testId?: string;
  /** A dialog of several steps names the current one; on each change, focus moves to the new step's heading. */
  step?: string;
}) {
  const intl = useIntl();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  // Before paint, so a key pressed as the dialog appears already lands in its field.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = ref.current;
    if (node) {
      // First the field marked data-autofocus, else the first field or button after the close button, else the dialog.
      const preferred = node.querySelector<HTMLElement>('[data-autofocus]');
      const list = focusables(node);
      (preferred ?? list[1] ?? list[0] ?? node).focus();
    }
    const unlock = lockScroll();
    return () => {
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);
  useEffect(() => {
    if (step === firstStep.current) return;
    firstStep.current = undefined; // every later change moves focus, including back to the first step
    headingRef.current?.focus();
  }, [step]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close.current();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const list = focusables(ref.current);
    const first = list[0];
    const last = list[list.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === ref.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    } else if (!ref.current.contains(active)) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; keyboard users have Escape and the close button
    <div
      className="dialog-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) close.current();
      }}
    >
      <div
        ref={ref}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <div className="dialog-head">
          <h2 id={titleId} ref={headingRef} tabIndex={-1}>
            {title}
          </h2>
          <button
            type="button"
            className="dialog-close"
            aria-label={intl.formatMessage({ id: 'dialog.close', defaultMessage: 'Close' })}
            onClick={() => close.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
