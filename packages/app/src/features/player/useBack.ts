// "Back": to the previous page of this app when there is one, else to the title's details (or Home).
import { detailsPath } from '@ott/domain';
import type { Content } from '@ott/sdk/hooks/cms';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

export function useBack(content: Content | null): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(content ? detailsPath(content) : '/');
  }, [navigate, content]);
}
