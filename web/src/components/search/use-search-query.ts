import { useSearchParams } from 'react-router-dom';

/** The search of a list page, read from the address: `?q=…` (trimmed; '' when there is none). SearchForm writes it. */
export function useSearchQuery(param = 'q'): string {
  const [params] = useSearchParams();
  return params.get(param)?.trim() ?? '';
}
