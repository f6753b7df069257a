/**
 * Loads one read of a step (questionnaire, agreements) with loading, error and retry; a
 * refused draft token goes to the page (draft-lost.ts).
 */
import { useCallback, useEffect, useState } from 'react';
import type { ApiResponse } from '@/lib/http-client';
import { authMessage } from '@/api/auth-codes';
import { useDraftLost } from './draft-lost';

export function useRegisterQuery<T>(load: () => Promise<ApiResponse<T> | false>) {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const [round, setRound] = useState(0);
  const lost = useDraftLost();

  useEffect(() => {
    let live = true;
    void load().then((response) => {
      if (!live || lost(response)) return;
      if (response && response.code === 0)
        setState({ data: response.data, error: null, loading: false });
      else
        setState({
          data: null,
          error: authMessage(response, '加载失败，请稍后重试'),
          loading: false,
        });
    });
    return () => {
      live = false;
    };
  }, [load, round, lost]);

  const retry = useCallback(() => {
    setState((s) => ({ ...s, loading: true, error: null }));
    setRound((n) => n + 1);
  }, []);

  return { ...state, retry };
}
