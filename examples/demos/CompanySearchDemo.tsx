import { type CompanyTypeaheadHit, createVihjeClient } from '@examples/client';
import { CompanySearch } from '@examples/components';
import { fixtureFetch } from '@examples/fixtures';
import { useState } from 'react';

// fixtureFetch answers from sample data bundled with this page: nothing leaves your browser. In your app, leave out
// `fetch` and set `baseUrl` to your backend, which adds the real API key. In a browser, `apiKey` is a placeholder.
const client = createVihjeClient({ apiKey: 'demo', baseUrl: '/vihje', fetch: fixtureFetch });

export default function CompanySearchDemo() {
  const [company, setCompany] = useState<CompanyTypeaheadHit | null>(null);
  return (
    <>
      <CompanySearch client={client} onSelect={setCompany} />
      <p aria-live="polite">
        {company &&
          `Picked ${company.businessName}, business ID ${company.businessId}, rating ${company.vihjeRating ?? 'none'}.`}
      </p>
    </>
  );
}
