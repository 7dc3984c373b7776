import { type ReactNode, useCallback, useState } from 'react';
import type { CompanyTypeaheadHit, VihjeClient } from '../client';
import { Combobox } from './Combobox';
import styles from './index.module.css';
import { useDebouncedSearch } from './useDebouncedSearch';

/** Props of `CompanySearch`. */
export interface CompanySearchProps {
  /** The client that searches. In a browser, its `baseUrl` is your backend, which adds the API key. */
  client: Pick<VihjeClient, 'searchCompanies'>;
  /** Called with the picked company; look up the full record by its `businessId` if you need more. */
  onSelect: (company: CompanyTypeaheadHit) => void;
  /** The visible label of the input. */
  label?: string;
  /** Hits to ask for; passed to the API as a string. */
  limit?: number;
  /** Typing pause before a request, in milliseconds. */
  debounceMs?: number;
  /** Shortest query that searches. The API accepts any length; 2 keeps one letter from flooding the list. */
  minLength?: number;
}

/** Company name typeahead: each suggestion shows the business ID and the Vihje rating colour (none when null). */
export function CompanySearch({
  client,
  onSelect,
  label = 'Company',
  limit = 10,
  debounceMs = 250,
  minLength = 2,
}: CompanySearchProps): ReactNode {
  const [value, setValue] = useState('');
  const search = useCallback(
    (q: string, signal: AbortSignal) => client.searchCompanies({ q, limit: String(limit) }, { signal }),
    [client, limit],
  );
  const { result, error, loading } = useDebouncedSearch(value, search, { minLength, debounceMs });
  const hits = result?.hits ?? [];
  const status = error
    ? 'Company search is unavailable.'
    : !loading && result && hits.length === 0
      ? 'No matches.'
      : '';

  return (
    <Combobox
      label={label}
      value={value}
      onValueChange={setValue}
      items={hits}
      itemKey={(hit) => hit.businessId}
      itemText={(hit) => hit.businessName}
      renderItem={(hit) => (
        <>
          <span
            className={`vh-company-rating ${styles.rating}`}
            data-rating={hit.vihjeRating ?? 'none'}
            role="img"
            aria-label={hit.vihjeRating ? `Rating ${hit.vihjeRating}` : 'No rating'}
          />
          {hit.businessName} <span className={styles.secondary}>{hit.businessId}</span>
        </>
      )}
      onSelect={onSelect}
      status={status}
    />
  );
}
