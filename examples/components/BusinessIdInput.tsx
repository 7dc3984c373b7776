import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { checkBusinessId } from '../businessId';
import { type Company, VihjeApiError, type VihjeClient } from '../client';
import styles from './index.module.css';
import { useDebouncedSearch } from './useDebouncedSearch';

/** Props of `BusinessIdInput`. */
export interface BusinessIdInputProps {
  /** Looks up the company once the ID is valid. In a browser, its `baseUrl` is your backend, which adds the API key. */
  client: Pick<VihjeClient, 'getCompany'>;
  /** Called with the company once found, and with `null` when the input changes away from it. */
  onCompany?: (company: Company | null) => void;
  /** The visible label of the input. */
  label?: string;
  /** Typing pause before a valid ID is looked up, in milliseconds. */
  debounceMs?: number;
}

/**
 * Business ID input that validates as the user types (format and check digit, with the reason when invalid), accepts
 * the usual written forms (`FI12345671`, `12345671`, …) and, for a valid ID, shows the company's name.
 */
export function BusinessIdInput({
  client,
  onCompany,
  label = 'Business ID',
  debounceMs = 250,
}: BusinessIdInputProps): ReactNode {
  const id = useId();
  const [value, setValue] = useState('');
  const check = checkBusinessId(value);
  const typed = value.trim() !== '';
  const lookup = useCallback(
    (businessId: string, signal: AbortSignal) => client.getCompany(businessId, { signal }),
    [client],
  );
  // Only a valid ID is looked up: an invalid one would cost a request and answer 400 or 404.
  const {
    result: company,
    error,
    loading,
  } = useDebouncedSearch(check.valid ? check.businessId : '', lookup, {
    minLength: 1,
    debounceMs,
  });

  useEffect(() => onCompany?.(company), [company, onCompany]);

  let message = '';
  if (typed && !check.valid) message = check.message;
  else if (check.valid && loading) message = `${check.businessId}: looking up…`;
  else if (check.valid && company) message = `${check.businessId}: ${company.businessName}`;
  else if (check.valid && error instanceof VihjeApiError && error.status === 404) {
    message = `${check.businessId} is valid, but no company has it.`;
  } else if (check.valid && error) message = `${check.businessId} is valid; the company could not be looked up.`;

  return (
    <div className={`vh-business-id ${styles.field}`}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="text"
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        placeholder="1234567-1"
        aria-invalid={typed && !check.valid}
        aria-describedby={`${id}-message`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <p id={`${id}-message`} className={styles.status} aria-live="polite">
        {message}
      </p>
    </div>
  );
}
