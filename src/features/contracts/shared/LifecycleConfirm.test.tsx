// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentProps } from 'react';
import {
  DeleteVratContractDocument,
  EnableVratContractDocument,
  ReEnableVratContractDocument,
  StopVratContractDocument,
  type DeleteVratContractMutation,
} from '../../../generated/graphql';
import type { Language } from '../../../shared/i18n/languages';
import { stubGraphqlClient, type StubResponse } from '../../../shared/testing/stubGraphqlClient';
import { renderWithToasts } from '../../../shared/testing/renderWithToasts';
import { LifecycleConfirm } from './LifecycleConfirm';

afterEach(cleanup);

describe('LifecycleConfirm', () => {
  const VRAT = {
    enable: EnableVratContractDocument,
    stop: StopVratContractDocument,
    reEnable: ReEnableVratContractDocument,
    delete: DeleteVratContractDocument,
  };
  type Props = Omit<ComponentProps<typeof LifecycleConfirm<DeleteVratContractMutation>>, 'mutations' | 'onClose'>;

  /** Renders the confirmation with the VRAT mutations answered by `answer`; what it toasted and whether it closed. */
  const renderConfirm = (props: Props, answer: StubResponse, language: Language) => {
    const { client, operations } = stubGraphqlClient(() => answer);
    const onClose = vi.fn();
    const { shown } = renderWithToasts(<LifecycleConfirm {...props} mutations={VRAT} onClose={onClose} />, {
      client,
      path: '/',
      language,
    });
    return { operations, shown, onClose };
  };

  it('asks in the line’s words, deletes the contract and tells what came back', async () => {
    const deleted = { __typename: 'VratDeleteResult', id: 'c-1', returnedAmount: 12.5, returnedFreeTimes: 3 };
    const { operations, shown, onClose } = renderConfirm(
      {
        ns: 'vrat-contracts',
        action: 'delete',
        contractId: 'c-1',
        deletedValues: ({ deleteVratContract: back }) => ({
          amount: back.returnedAmount,
          times: back.returnedFreeTimes,
        }),
      },
      { data: { deleteVratContract: deleted } },
      'en-US',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(operations).toEqual([{ name: 'DeleteVratContract', variables: { id: 'c-1' } }]);
    expect(shown.showSuccess).toHaveBeenCalledWith(
      'Deleted: 12.5 and 3 free tests were returned to the parent contract.',
    );
  });

  it('runs a state change with its own mutation and says it is done', async () => {
    const { operations, shown, onClose } = renderConfirm(
      { ns: 'contracts', action: 'stop', contractId: 'c-1', deletedValues: () => ({}) },
      { data: { stopVratContract: { __typename: 'VratContract', id: 'c-1' } } },
      'zh-CN',
    );
    expect(screen.getByText('确定停用该合同？停用后该中心将无法使用服务，直到重新启用。')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '停用' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(operations.map((o) => o.name)).toEqual(['StopVratContract']);
    expect(shown.showSuccess).toHaveBeenCalledWith('停用成功');
  });
});
