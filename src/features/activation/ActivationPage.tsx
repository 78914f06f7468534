import { Button, Icon, Callout, Spinner } from '@blueprintjs/core';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { accountActivationMachine, type RegisterInput } from '../../../machines/account-activation.machine';
import { LinkPageFrame } from './components/LinkPageFrame';
import { RegisterForm } from './components/RegisterForm';
import { SignInAction } from './components/SignInAction';
import { useLinkLanguage } from './useLinkLanguage';
import { useLinkPage } from './useLinkPage';
import { PATHS } from '../../shared/routes/paths';
import { EmptyState } from '../../shared/ui/EmptyState';

/** Where an invitation e-mail's link opens (outside the signed-in shell). */
export const ACTIVATION_PATH = PATHS.activation;

// Spec 000 §4 "Account activation page states": the machine decides what shows.
export const ActivationPage = () => {
  const { t, token, calls } = useLinkPage();
  const actor = useActorRef(
    accountActivationMachine.provide({
      actors: {
        checkToken: fromPromise(({ input }) => calls.checkActivation(input.token)),
        activate: fromPromise(({ input }) => calls.activate({ token: input.token })),
        register: fromPromise<unknown, RegisterInput>(({ input }) => calls.activate(input)),
      },
    }),
    { input: { token } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { account, failure, outcome } = snapshot.context;
  useLinkLanguage(account?.culture);

  if (snapshot.matches('idle') || snapshot.matches('checking')) {
    return (
      <LinkPageFrame title={t('activate.title')}>
        <Spinner aria-label={t('checking')} />
      </LinkPageFrame>
    );
  }
  if (snapshot.matches('newUser') || snapshot.matches('needRegister')) {
    const registering =
      snapshot.matches({ newUser: 'registering' }) || snapshot.matches({ needRegister: 'registering' });
    return (
      <LinkPageFrame title={t('register.title')}>
        <p>{t('register.intro', { centre: account?.tenantName ?? '', email: account?.email ?? '' })}</p>
        <RegisterForm
          suggestedUserName={account?.userName ?? ''}
          busy={registering}
          failure={failure?.message ?? null}
          onSubmit={(userName, password) => actor.send({ type: 'activation.register', userName, password })}
        />
      </LinkPageFrame>
    );
  }
  if (snapshot.matches('existUser')) {
    const done = snapshot.matches({ existUser: 'done' });
    return (
      <LinkPageFrame title={t('activate.title')}>
        {done ? (
          <EmptyState
            icon={<Icon icon="tick-circle" intent="success" size={48} />}
            title={outcome === 'registered' ? t('activate.registered') : t('activate.activated')}
            description={t('activate.done-description', { centre: account?.tenantName ?? '' })}
            action={<SignInAction />}
          />
        ) : (
          <>
            <p>{t('activate.intro', { centre: account?.tenantName ?? '', userName: account?.userName ?? '' })}</p>
            <Button
              intent="primary"
              fill
              loading={snapshot.matches({ existUser: 'activating' })}
              text={t('activate.submit')}
              onClick={() => actor.send({ type: 'activation.activate' })}
            />
          </>
        )}
      </LinkPageFrame>
    );
  }
  const ending = snapshot.matches('errorLink')
    ? { icon: 'disable' as const, title: t('states.error-link'), description: t('states.error-link-description') }
    : snapshot.matches('userAlreadyActive')
      ? {
          icon: 'endorsed' as const,
          title: t('states.user-already-active'),
          description: t('states.already-description'),
        }
      : snapshot.matches('businessAlreadyActive')
        ? {
            icon: 'endorsed' as const,
            title: t('states.business-already-active'),
            description: t('states.already-description'),
          }
        : { icon: 'error' as const, title: t('states.error'), description: failure?.message ?? '' };
  return (
    <LinkPageFrame title={t('activate.title')}>
      <EmptyState
        icon={ending.icon}
        title={ending.title}
        description={ending.description}
        action={snapshot.matches('error') ? undefined : <SignInAction />}
      />
      {snapshot.matches('error') && failure?.code && (
        <Callout intent="none" compact>
          {failure.code}
        </Callout>
      )}
    </LinkPageFrame>
  );
};
