// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchAddressesResult } from '../client';
import { AddressAutocomplete } from './AddressAutocomplete';
import { specExamples } from './specExamples';

afterEach(cleanup);

const answer = specExamples.addressSearch;

function setup(searchAddresses = vi.fn(async () => answer)) {
  const onSelect = vi.fn();
  render(<AddressAutocomplete client={{ searchAddresses }} onSelect={onSelect} debounceMs={0} />);
  const input = screen.getByRole('combobox', { name: 'Street address' });
  return { input, onSelect, searchAddresses };
}

describe('AddressAutocomplete', () => {
  it('sends nothing below 2 characters, then shows the hits and the source attribution', async () => {
    const { input, searchAddresses } = setup();
    fireEvent.change(input, { target: { value: 'H' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(searchAddresses).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'Hämeenkatu 10' } });
    expect(await screen.findByRole('option', { name: 'Hämeenkatu 10 33100 Tampere' })).toBeTruthy();
    expect(searchAddresses).toHaveBeenCalledWith({ q: 'Hämeenkatu 10', limit: '10' }, expect.anything());
    expect(screen.getByText(answer.source)).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves with the arrow keys, picks with Enter and closes with Escape', async () => {
    const twoHits = {
      ...answer,
      hits: [answer.hits[0], { ...answer.hits[0], id: 'second', addressFin: 'Hämeenkatu 12' }],
    };
    const { input, onSelect } = setup(vi.fn(async () => twoHits as SearchAddressesResult));
    fireEvent.change(input, { target: { value: 'Hämeenkatu' } });
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);

    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(twoHits.hits[1]);
    expect((input as HTMLInputElement).value).toBe('Hämeenkatu 12');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('picks with a click', async () => {
    const { input, onSelect } = setup();
    fireEvent.change(input, { target: { value: 'Hämeenkatu' } });
    fireEvent.mouseDown(await screen.findByRole('option'));
    expect(onSelect).toHaveBeenCalledWith(answer.hits[0]);
  });

  it('aborts the stale request and never shows its late answer', async () => {
    const pending: { q: string; signal: AbortSignal; resolve: (value: SearchAddressesResult) => void }[] = [];
    const searchAddresses = vi.fn(
      ({ q }: { q: string }, { signal }: { signal: AbortSignal }) =>
        new Promise<SearchAddressesResult>((resolve) => pending.push({ q, signal, resolve })),
    );
    const { input } = setup(searchAddresses as never);
    fireEvent.change(input, { target: { value: 'Otak' } });
    await waitFor(() => expect(pending).toHaveLength(1));
    fireEvent.change(input, { target: { value: 'Hämeenkatu' } });
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[0]?.signal.aborted).toBe(true);

    pending[1]?.resolve(answer);
    expect(await screen.findByRole('option', { name: /Hämeenkatu 10/ })).toBeTruthy();
    pending[0]?.resolve({ ...answer, hits: [{ ...answer.hits[0], id: 'stale', addressFin: 'Otakaari 1' }] } as never);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('option', { name: /Otakaari/ })).toBeNull();
  });

  it('says so when suggestions fail, and keeps free text', async () => {
    const { input } = setup(vi.fn(async () => Promise.reject(new Error('offline'))));
    fireEvent.change(input, { target: { value: 'Hämeenkatu 10 B' } });
    expect(await screen.findByText('Suggestions are unavailable; type the address in full.')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('Hämeenkatu 10 B');
  });
});
