// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { lazyPart } from './lazyPart';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const Greeting = ({ name }: { name: string }) => <p>{`hello ${name}`}</p>;

describe('lazyPart', () => {
  it('fetches the code once, on preload or when first drawn, and draws it with its props', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = lazyPart(load);
    expect(load).not.toHaveBeenCalled();
    Part.preload();
    renderWithProviders(<Part name="Li" />);
    expect(await screen.findByText('hello Li')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offers a reload when the code cannot be fetched, instead of failing the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazyPart<{ name: string }>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderWithProviders(<Part name="Li" />, { language: 'en-US' });
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
