import { Button, Callout } from '@blueprintjs/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ContractWarnings } from '../features/contracts/warnings/ContractWarnings';
import { useMutation, useQuery } from 'urql';
import { ShellCurrentUserDocument, ShellSetLanguageDocument } from '../generated/graphql';
import { tenantStore } from '../shared/auth/tenantStore';
import { describeFailure } from '../shared/errors/readServerError';
import { useSession } from '../shared/auth/useSession';
import { errorMessage } from '../shared/graphql/errorMessage';
import { useSettleTenant } from '../shared/graphql/tenantScope';
import { toLanguage, type Language } from '../shared/i18n/languages';
import { NetworkBanner } from '../shared/network/NetworkBanner';
import { LoadingState } from '../shared/ui/LoadingState';
import { SideMenu } from './menu/SideMenu';
import { ShellMusicPlayer } from '../features/music-player/ShellMusicPlayer';
import { TopBar } from './top-bar/TopBar';

export const ShellLayout = () => {
  const { t, i18n } = useTranslation('common');
  const { user, signOut } = useSession();
  const [{ data, error }, reexecute] = useQuery({ query: ShellCurrentUserDocument });
  const [saved, setLanguage] = useMutation(ShellSetLanguageDocument);
  const storedTenant = useSyncExternalStore(tenantStore.subscribe, tenantStore.get);
  const settleTenant = useSettleTenant();
  const serverTenant = data ? (data.me.currentTenant?.id ?? null) : undefined;

  // The tenant of this session is the server's answer (me.currentTenant); every later request
  // carries it as __tenant. Pages wait until the two agree. Settling, not switching: what was
  // asked before the answer came was already answered for that tenant, and is not asked again.
  // Run for a new answer only: a switch makes a new client (and so a new settleTenant) while
  // the last answer is still the old centre's, which must not pull the store back to it.
  const settle = useRef(settleTenant);
  useEffect(() => {
    settle.current = settleTenant;
  }, [settleTenant]);
  useEffect(() => {
    if (serverTenant !== undefined) settle.current(serverTenant);
  }, [serverTenant]);

  // After sign-in, take the language stored on the server (it follows the user across devices).
  // The page waits for it, so that it is never drawn in the browser's language and then redrawn.
  const languageTaken = useRef(false);
  const [languageReady, setLanguageReady] = useState(false);
  useEffect(() => {
    if (!data || languageTaken.current) return;
    languageTaken.current = true;
    const serverLanguage = toLanguage(data.language);
    if (!serverLanguage || serverLanguage === i18n.language) setLanguageReady(true);
    else void i18n.changeLanguage(serverLanguage).finally(() => setLanguageReady(true));
  }, [data, i18n]);

  const handleLanguageChange = (language: Language) => void setLanguage({ language });
  const handleRetry = () => {
    tenantStore.set(null);
    reexecute({ requestPolicy: 'network-only' });
  };

  const name = data?.me.name || data?.me.userName || user?.name || '';
  // A failure for want of a network is the network banner's (with its Retry and the 'online'
  // retry); the console waits under it rather than showing an error in the page's place.
  const failed = !data && error && describeFailure(error).kind !== 'network' ? error : undefined;
  const ready = languageReady && serverTenant !== undefined && serverTenant === storedTenant;

  return (
    <div className="atrium-shell">
      <TopBar user={data?.me} userName={name} onLanguageChange={handleLanguageChange} onSignOut={signOut} />
      <div className="atrium-body">
        {ready && <SideMenu />}
        {ready && <ContractWarnings />}
        {ready && <ShellMusicPlayer />}
        <main className="atrium-main" aria-busy={!ready && !failed}>
          <NetworkBanner />
          {saved.error && (
            <Callout intent="warning" className="atrium-block">
              {t('shell.language-save-failed')}
            </Callout>
          )}
          {failed ? (
            <Callout intent="danger" title={t('error.title')}>
              <p>{errorMessage(failed, t('error.network'))}</p>
              <Button text={t('error.reload')} icon="refresh" onClick={handleRetry} />
            </Callout>
          ) : ready ? (
            <Outlet />
          ) : (
            <LoadingState />
          )}
        </main>
      </div>
    </div>
  );
};
