// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../shared/testing/stubGraphqlClient';
import { QrCodesButton } from './QrCodesButton';

afterEach(cleanup);

const code = (kind: string) => ({
  __typename: 'QrCode',
  kind,
  tenantId: 'sunrise',
  content: `http://localhost:8080/m/${kind}?tenantId=sunrise&t=token`,
  expiresAt: '2030-05-07T10:30:00.000Z',
});

describe('QrCodesButton', () => {
  it('asks for the codes only when opened and draws each as a real QR image with its label and link', async () => {
    const user = userEvent.setup();
    const { client, operations } = stubGraphqlClient(() => ({
      data: { qrCodes: [code('tenant'), code('ParentConsole')] },
    }));
    renderWithProviders(<QrCodesButton kinds={['tenant', 'ParentConsole']} />, { client, path: '/' });
    expect(operations).toEqual([]);

    await user.click(screen.getByRole('button', { name: '二维码' }));
    const image = await screen.findByRole('img', { name: '二维码：中心二维码' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await screen.findByRole('img', { name: '二维码：家长端' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: code('tenant').content })).toHaveAttribute('href', code('tenant').content);
    expect(screen.getAllByText(/^有效期至 2030\/05\/07 \d\d:30$/)).toHaveLength(2);
    expect(operations[0]).toEqual({ name: 'TopBarQrCodes', variables: { kinds: ['tenant', 'ParentConsole'] } });
  });
});
