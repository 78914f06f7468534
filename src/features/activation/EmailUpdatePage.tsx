import { Button, Icon, Spinner } from '@blueprintjs/core';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { emailUpdateMachine } from '../../../machines/email-update.machine';
import { LinkPageFrame } from './components/LinkPageFrame';
import { SignInAction } from './components/SignInAction';
import { useLinkLanguage } from './useLinkLanguage';
import { useLinkPage } from './useLinkPage';
import { PATHS } from '../../shared/routes/paths';
import { EmptyState } from '../../shared/ui/EmptyState';

/** Where an e-mail update link opens (outside the signed-in shell). */
export const EMAIL_UPDATE_PATH = PATHS.emailUpdate;

// Spec 000 §4 "E-mail update page states".
export const EmailUpdatePage = () => {
  const { t, token, calls } = useLinkPage();
  const actor = useActorRef(
    emailUpdateMachine.provide({
      actors: {
        checkToken: fromPromise(({ input }) => calls.checkEmail(input.token)),
        confirm: fromPromise(({ input }) => calls.confirmEmail(input.token)),
      },
    }),
    { input: { token } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { link, failure } = snapshot.context;
  useLinkLanguage(link?.culture);

  if (snapshot.matches('idle') || snapshot.matches('checking')) {
    return (
      <LinkPageFrame title={t('email.title')}>
        <Spinner aria-label={t('checking')} />
      </LinkPageFrame>
    );
  }
  if (snapshot.matches('newUser') || snapshot.matches('existUser')) {
    const done = snapshot.matches({ newUser: 'done' }) || snapshot.matches({ existUser: 'done' });
    const confirming = snapshot.matches({ newUser: 'confirming' }) || snapshot.matches({ existUser: 'confirming' });
    return (
      <LinkPageFrame title={t('email.title')}>
        {done ? (
          <EmptyState
            icon={<Icon icon="tick-circle" intent="success" size={48} />}
            title={t('email.done')}
            description={t('email.done-description', { email: link?.email ?? '' })}
            action={snapshot.matches('newUser') ? undefined : <SignInAction />}
          />
        ) : (
          <>
            <p>{t('email.intro', { email: link?.email ?? '', userName: link?.userName ?? '' })}</p>
            {snapshot.matches('newUser') && <p>{t('email.new-user-note')}</p>}
            <Button
              intent="primary"
              fill
              loading={confirming}
              text={t('email.submit')}
              onClick={() => actor.send({ type: 'email.confirm' })}
            />
          </>
        )}
      </LinkPageFrame>
    );
  }
  const ending = snapshot.matches('errorLink')
    ? { icon: 'disable' as const, title: t('states.error-link'), description: t('states.error-link-description') }
    : snapshot.matches('userAlreadyActive')
      ? { icon: 'endorsed' as const, title: t('email.already'), description: undefined }
      : { icon: 'error' as const, title: t('states.error'), description: failure?.message ?? '' };
  return (
    <LinkPageFrame title={t('email.title')}>
      <EmptyState icon={ending.icon} title={ending.title} description={ending.description} />
    </LinkPageFrame>
  );
};
