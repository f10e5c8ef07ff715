// The header of a kids profile (SPEC §4 kids mode, whose Home is the kids screen): its menu holds the kids Home,
// search and the watchlist only; an adult profile keeps every section.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Layout } from '../src/components/Layout';
import { makeServices, renderWithApp } from './realtime-harness';

const menu = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('header menu', () => {
  it('§4 a kids profile’s header shows the kids menu only: no movies, live or music', () => {
    const services = makeServices({ profileid: '1001-k1' });
    services.session.set({ kidsMode: true });
    renderWithApp(<Layout>page</Layout>, services);
    expect(menu()).toEqual([
      ['Kids', '/'],
      ['Search', '/search'],
      ['Watchlist', '/watchlist'],
    ]);
  });

  it('§4 an adult profile’s header keeps every section', () => {
    renderWithApp(<Layout>page</Layout>, makeServices());
    expect(menu().map(([name]) => name)).toEqual([
      'Home',
      'Movies',
      'Kids',
      'Live TV',
      'Music',
      'Search',
      'Watchlist',
    ]);
  });
});
