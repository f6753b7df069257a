/**
 * Type-ahead of the organisation name: user/suggestInstitutionInfo (name, credit
 * code, P-code, already registered) and searchSuggest/inst (names), 2+ characters, 300 ms after
 * the last key; stale answers are dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { searchInst, suggestInstitutionInfo } from '@/api/register';
import type { InstitutionSuggestion } from '@/api/register-types';
import { TYPEAHEAD_DEBOUNCE_MS } from '@/config/spec-limits';

export interface Suggestion {
  instName: string;
  /** Known when user/suggestInstitutionInfo named it. */
  creditCode: string;
  amacCode: string;
  registered: boolean;
}

const DELAY_MS = TYPEAHEAD_DEBOUNCE_MS;

export function mergeSuggestions(
  rich: InstitutionSuggestion[] | null,
  names: string[] | null,
): Suggestion[] {
  const list: Suggestion[] = (rich ?? []).map((s) => ({ ...s }));
  for (const name of names ?? []) {
    if (!list.some((s) => s.instName === name)) {
      list.push({ instName: name, creditCode: '', amacCode: '', registered: false });
    }
  }
  return list.slice(0, 10);
}

export function useInstSuggestions() {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const seq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const search = useCallback((text: string) => {
    if (timer.current) clearTimeout(timer.current);
    const keyword = text.trim();
    seq.current += 1;
    const mine = seq.current;
    if ([...keyword].length < 2) {
      setSuggestions([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      void Promise.all([suggestInstitutionInfo(keyword), searchInst(keyword)]).then(
        ([rich, names]) => {
          if (mine !== seq.current) return;
          setLoading(false);
          setSuggestions(
            mergeSuggestions(
              rich && rich.code === 0 ? rich.data : null,
              names && names.code === 0 ? names.data : null,
            ),
          );
        },
      );
    }, DELAY_MS);
  }, []);

  return { suggestions, loading, search };
}
