// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VihjeApiError } from '../client';
import { BusinessIdInput } from './BusinessIdInput';
import { specExamples } from './specExamples';

afterEach(cleanup);

function setup(getCompany = vi.fn(async () => specExamples.company)) {
  const onCompany = vi.fn();
  render(<BusinessIdInput client={{ getCompany }} onCompany={onCompany} debounceMs={0} />);
  return { input: screen.getByRole('textbox', { name: 'Business ID' }), getCompany, onCompany };
}

describe('BusinessIdInput', () => {
  it('says why an ID is invalid as the user types, and looks nothing up', async () => {
    const { input, getCompany } = setup();
    expect(input.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(input, { target: { value: '1234567-2' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The check digit of 1234567 is 1, not 2: check the digits.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '12-34' } });
    expect(screen.getByText(/A business ID is 7 digits, a hyphen and a check digit/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getCompany).not.toHaveBeenCalled();
  });

  it('normalises a VAT-form ID, looks it up and shows the company', async () => {
    const { input, getCompany, onCompany } = setup();
    fireEvent.change(input, { target: { value: 'FI12345671' } });
    expect(await screen.findByText('1234567-1: Esimerkki Oy')).toBeTruthy();
    expect(getCompany).toHaveBeenCalledWith('1234567-1', expect.objectContaining({ signal: expect.any(AbortSignal) }));
    // onCompany runs in an effect after the render that shows the company.
    await waitFor(() => expect(onCompany).toHaveBeenLastCalledWith(specExamples.company));
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('1234567-1: Esimerkki Oy').id);
  });

  it('tells a valid ID that no company has from a failed lookup', async () => {
    const { input } = setup(vi.fn(async () => Promise.reject(new VihjeApiError(404, 'resource not found'))));
    fireEvent.change(input, { target: { value: '0201256-6' } });
    expect(await screen.findByText('0201256-6 is valid, but no company has it.')).toBeTruthy();
    cleanup();
    const failing = setup(vi.fn(async () => Promise.reject(new VihjeApiError(500, 'internal server error'))));
    fireEvent.change(failing.input, { target: { value: '0201256-6' } });
    expect(await screen.findByText('0201256-6 is valid; the company could not be looked up.')).toBeTruthy();
  });
});
