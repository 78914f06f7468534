import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useClient } from 'urql';
import { createLinkCalls } from './linkCalls';
import { useLinkLanguage } from './useLinkLanguage';

/** What both link pages start from: the link's token, its language, and the calls it makes. */
export const useLinkPage = () => {
  const { t } = useTranslation('activation');
  const [params] = useSearchParams();
  const client = useClient();
  useLinkLanguage(params.get('culture'));
  const calls = useMemo(() => createLinkCalls(client, t('common:error.network')), [client, t]);
  return { t, token: params.get('token') ?? '', calls };
};
