import { type ReactNode, useCallback, useState } from 'react';
import type { AddressTypeahead, VihjeClient } from '../client';
import { Combobox } from './Combobox';
import styles from './index.module.css';
import { useDebouncedSearch } from './useDebouncedSearch';

/** Props of `AddressAutocomplete`. */
export interface AddressAutocompleteProps {
  /** The client that searches. In a browser, its `baseUrl` is your backend, which adds the API key: keep it there. */
  client: Pick<VihjeClient, 'searchAddresses'>;
  /** Called with the picked address (fill in postal code and city from it). */
  onSelect: (address: AddressTypeahead) => void;
  /** The visible label of the input. */
  label?: string;
  /** Hits to ask for; passed to the API as a string. */
  limit?: number;
  /** Typing pause before a request, in milliseconds. */
  debounceMs?: number;
}

/** The API refuses shorter address queries. */
const minLength = 2;

/**
 * Street address input with suggestions from the address typeahead: searches from 2 characters, after a pause in
 * typing, cancels stale requests and shows the data attribution (`source`) under the suggestions.
 */
export function AddressAutocomplete({
  client,
  onSelect,
  label = 'Street address',
  limit = 10,
  debounceMs = 250,
}: AddressAutocompleteProps): ReactNode {
  const [value, setValue] = useState('');
  const search = useCallback(
    (q: string, signal: AbortSignal) => client.searchAddresses({ q, limit: String(limit) }, { signal }),
    [client, limit],
  );
  const { result, error, loading } = useDebouncedSearch(value, search, { minLength, debounceMs });
  const hits = result?.hits ?? [];
  const status = error
    ? 'Suggestions are unavailable; type the address in full.'
    : !loading && result && hits.length === 0
      ? 'No matching addresses.'
      : '';

  return (
    <Combobox
      label={label}
      value={value}
      onValueChange={setValue}
      items={hits}
      itemKey={(hit) => String(hit.id)}
      itemText={(hit) => hit.addressFin}
      renderItem={(hit) => (
        <>
          {hit.addressFin} <span className={styles.secondary}>{`${hit.postalCode} ${hit.postalOfficeFin}`}</span>
        </>
      )}
      onSelect={onSelect}
      footer={result?.source ? <p className={`vh-address-attribution ${styles.attribution}`}>{result.source}</p> : null}
      status={status}
    />
  );
}
