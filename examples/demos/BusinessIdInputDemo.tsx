import { type Company, createVihjeClient } from '@examples/client';
import { BusinessIdInput } from '@examples/components';
import { fixtureFetch } from '@examples/fixtures';
import { useState } from 'react';

// fixtureFetch answers from sample data bundled with this page: nothing leaves your browser. In your app, leave out
// `fetch` and set `baseUrl` to your backend, which adds the real API key. In a browser, `apiKey` is a placeholder.
const client = createVihjeClient({ apiKey: 'demo', baseUrl: '/vihje', fetch: fixtureFetch });

export default function BusinessIdInputDemo() {
  const [company, setCompany] = useState<Company | null>(null);
  const rating = company && 'color' in company.vihjeRating ? company.vihjeRating : null;
  return (
    <>
      <BusinessIdInput client={client} onCompany={setCompany} />
      {company && (
        <dl>
          <dt>Domicile</dt>
          <dd>{company.domicileCity}</dd>
          <dt>Legal form</dt>
          <dd>{company.legalForm}</dd>
          <dt>Status</dt>
          <dd>{company.operationalStatus ? 'Operating' : company.statusDescription}</dd>
          <dt>Rating</dt>
          <dd>{rating ? `${rating.color}: ${rating.reason}` : 'none'}</dd>
        </dl>
      )}
    </>
  );
}
