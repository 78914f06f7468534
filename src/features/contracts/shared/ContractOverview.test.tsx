// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../../shared/testing/stubGraphqlClient';
import { ContractOverview } from './ContractOverview';

afterEach(cleanup);

const idle = () => stubGraphqlClient(() => 'pending').client;

describe('ContractOverview', () => {
  const tenants = [
    { tenantId: 't-2', tenantName: 'East Area', tenantType: 'Area', contractCount: 2, activeEndTime: '2027-03-31' },
  ];

  it('speaks the line’s catalogue and links each child tenant to the line’s screen', () => {
    renderWithProviders(
      <ContractOverview
        ns="vrat-contracts"
        data={{ ownTenantId: 't-1', tenants }}
        fetching={false}
        error={undefined}
        manager={(tenantId) => <p>manager of {tenantId}</p>}
        linkTo={(tenantId) => `/vrat?tenantId=${tenantId}`}
      />,
      { client: idle(), path: '/', language: 'en-US' },
    );
    expect(screen.getByText('manager of t-1')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Child tenants' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'East Area' })).toHaveAttribute('href', '/vrat?tenantId=t-2');
    expect(screen.getByText('Area')).toBeVisible();
    expect(screen.getByText('31/03/2027')).toBeVisible();
  });

  it('shows no child list when there is none, and the load failure when the query failed', () => {
    const { unmount } = renderWithProviders(
      <ContractOverview
        ns="contracts"
        data={{ ownTenantId: null, tenants: [] }}
        fetching={false}
        error={undefined}
        manager={() => null}
        linkTo={() => '/'}
      />,
      { client: idle(), path: '/', language: 'zh-CN' },
    );
    expect(screen.queryByRole('heading')).toBeNull();
    unmount();
    renderWithProviders(
      <ContractOverview
        ns="contracts"
        data={undefined}
        fetching={false}
        error={new Error('offline')}
        manager={() => null}
        linkTo={() => '/'}
      />,
      { client: idle(), path: '/', language: 'en-US' },
    );
    expect(screen.getByText('offline')).toBeVisible();
  });
});
