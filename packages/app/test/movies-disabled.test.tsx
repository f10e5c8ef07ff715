// SPEC §8 7109: a movie list answering 7109 sets isMovieEnabled to "No", and the app honours it wherever movies
// appear: movie rails are hidden (not shown as errors), mixed rails drop their movies, a screen of movies
// says "Movies are not enabled"; a later successful movie list sets it back to "Yes".
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockNetwork, movie, providerConfig, renderAt, section } from './browse-harness';

const config = providerConfig([
  {
    id: 'home',
    sections: [
      section('movies', { title: { en: 'Top movies' } }),
      section('mixed', {
        title: { en: 'New this week' },
        parameters: { category: '["TVSHOW"]', pagesize: 10 },
      }),
    ],
  },
  { id: 'movies', sections: [section('all-movies', { title: { en: 'All movies' } })] },
]);

function network(moviesEnabled: () => boolean) {
  return mockNetwork((url) => {
    // Content lists only: a start-up call of an earlier test (the IP look-up) may land here and is left unanswered.
    if (url.pathname !== '/subscriber/v1/content') return undefined;
    const category = url.searchParams.get('category') ?? '';
    if (category.includes('MOVIE') && !moviesEnabled())
      return json({ errorcode: 7109, reason: 'Movies are not enabled' }, 400);
    if (category.includes('MOVIE')) return json({ data: [movie('MOV-1')], totalcount: 1 });
    // A mixed list: a series and a movie.
    return json({ data: [movie('SER-1', { category: 'TVSHOW' }), movie('MOV-2')], totalcount: 2 });
  });
}

describe('§8 7109 isMovieEnabled', () => {
  it('§8 7109 hides movie rails and the movies of other rails on Home, with no error shown', async () => {
    network(() => false);
    renderAt('/', config);
    const mixed = await screen.findByRole('region', { name: 'New this week' });
    expect(await within(mixed).findByText('Title SER-1')).toBeTruthy();
    await expect.poll(() => screen.queryByText('Title MOV-2')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Top movies' })).toBeNull();
    expect(screen.queryByTestId('section-error')).toBeNull();
    expect(screen.queryByTestId('screen-failed')).toBeNull();
  });

  it('§8 a screen of movies says "Movies are not enabled" instead of failing', async () => {
    network(() => false);
    renderAt('/screen/movies', config);
    const notice = await screen.findByTestId('movies-disabled');
    expect(notice.textContent).toContain('Movies are not enabled');
    expect(screen.queryByTestId('screen-failed')).toBeNull();
  });

  it('§8 otherwise "Yes": with movies enabled every rail shows its movies', async () => {
    network(() => true);
    renderAt('/', config);
    expect(await screen.findByText('Title MOV-1')).toBeTruthy();
    expect(await screen.findByText('Title MOV-2')).toBeTruthy();
  });
});
