// The page's title, "<page> · OTT": one way for every screen (the browser's tab, history and bookmarks show it).
import { useEffect } from 'react';

/** "<title> · OTT"; the brand alone without a title. */
function pageTitle(title: string | null | undefined, brand = 'OTT'): string {
  return title ? `${title} · ${brand}` : brand;
}

/** Titles the page while the caller is shown; `undefined` leaves the title to another component. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = pageTitle(title);
  }, [title]);
}
