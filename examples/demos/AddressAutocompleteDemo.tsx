import { type AddressTypeahead, createVihjeClient } from '@examples/client';
import { AddressAutocomplete } from '@examples/components';
import { fixtureFetch } from '@examples/fixtures';
import { useState } from 'react';

// fixtureFetch answers from sample data bundled with this page: nothing leaves your browser. In your app, leave out
// `fetch` and set `baseUrl` to your backend, which adds the real API key. In a browser, `apiKey` is a placeholder.
const client = createVihjeClient({ apiKey: 'demo', baseUrl: '/vihje', fetch: fixtureFetch });

export default function AddressAutocompleteDemo() {
  const [address, setAddress] = useState<AddressTypeahead | null>(null);
  return (
    <>
      <AddressAutocomplete client={client} onSelect={setAddress} />
      <p aria-live="polite">
        {address && `Picked ${address.addressFin}: postal code ${address.postalCode}, city ${address.postalOfficeFin}.`}
      </p>
    </>
  );
}
