// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanySearch } from './CompanySearch';
import { specExamples } from './specExamples';

afterEach(cleanup);

describe('CompanySearch', () => {
  it('shows each hit with its business ID and rating colour, and picks one', async () => {
    const searchCompanies = vi.fn(async () => specExamples.companySearch);
    const onSelect = vi.fn();
    render(<CompanySearch client={{ searchCompanies }} onSelect={onSelect} debounceMs={0} />);
    const input = screen.getByRole('combobox', { name: 'Company' });
    fireEvent.change(input, { target: { value: 'esimerkki' } });

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Esimerkki Oy 1234567-1',
      'Esimerkkitalo Oy 1572860-0',
    ]);
    expect(screen.getByRole('img', { name: 'Rating green' }).getAttribute('data-rating')).toBe('green');
    expect(screen.getByRole('img', { name: 'No rating' }).getAttribute('data-rating')).toBe('none');

    fireEvent.mouseDown(options[1] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith(specExamples.companySearch.hits[1]);
    expect((input as HTMLInputElement).value).toBe('Esimerkkitalo Oy');
  });

  it('renders on the server (static generation) with the list closed', () => {
    const html = renderToStaticMarkup(<CompanySearch client={{ searchCompanies: vi.fn() }} onSelect={() => {}} />);
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-expanded="false"');
  });
});
