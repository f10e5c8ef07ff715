// The app's providers around a component under test, as the Shell sets them up: its services, a query client, a
// memory router (whose path `currentPath` reads) and the domain's English catalogue.
import { EN_MESSAGES } from '@ott/domain';
import { QueryClient, QueryClientProvider, type QueryObserverOptions } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { type AppServices, ServicesContext } from '../src/hooks/useServices';

let path = '';
function LocationProbe() {
  const l = useLocation();
  path = `${l.pathname}${l.search}`;
  return null;
}
/** The router's current path and query (after navigations). */
export const currentPath = () => path;

/** No retries; answers fresh for a minute unless `queries` says otherwise. */
export const testQueryClient = (queries: Partial<QueryObserverOptions> = {}) =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000, ...queries } } });

export function renderInApp(
  ui: ReactNode,
  {
    services,
    client = testQueryClient(),
    at = '/',
    locale = 'en',
  }: {
    services: AppServices;
    client?: QueryClient;
    at?: string;
    /** The formatting locale; the words stay the English catalogue's. */
    locale?: string;
  },
) {
  // A wrapper, so that `rerender` keeps the providers.
  const view = render(ui, {
    wrapper: ({ children }) => (
      <ServicesContext.Provider value={services}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[at]}>
            <IntlProvider locale={locale} messages={EN_MESSAGES} defaultLocale="en" onError={() => {}}>
              <LocationProbe />
              {children}
            </IntlProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </ServicesContext.Provider>
    ),
  });
  return Object.assign(view, { client });
}
