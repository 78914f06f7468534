import { Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ContractState } from '../../../generated/graphql';
import { kebab } from './catalogueKey';
import type { ContractNamespace } from './contractNamespace';

const STATE_INTENT: Record<ContractState, Intent> = {
  Active: 'success',
  NotActive: 'primary',
  NotEnable: 'none',
  Deactivate: 'warning',
  Expired: 'danger',
};

/** A contract's state (spec 002 §4) in the line's words, coloured by how usable it is. */
export const ContractStateTag = ({ ns, state }: { ns: ContractNamespace; state: ContractState }) => {
  const { t } = useTranslation(ns);
  return (
    <Tag intent={STATE_INTENT[state]} minimal>
      {t(`state.${kebab(state)}`)}
    </Tag>
  );
};
