// Changing the display language (SPEC §2: ar is right-to-left; §3 setDisplayLanguageCode): the header's switch and
// My Account's language setting do the same thing. The page stays, its prefix changes, the other tabs follow.
import { STORAGE_KEYS, storedLanguageCode } from '@ott/domain';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathInLanguage } from '../languages';
import { useServices } from './useServices';

export function useSwitchLanguage(): (lang: string) => void {
  const { session, tabs } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (lang: string) => {
      // The stored display language is written first: a page of the default language has no prefix, and reads it.
      session.storage.set(STORAGE_KEYS.displayLanguageCode, storedLanguageCode(lang));
      navigate(pathInLanguage(location.pathname, lang, session.get().config));
      tabs.publish({ type: 'language', lang });
    },
    [session, tabs, navigate, location.pathname],
  );
}
