import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { emailUpdateMachine, type EmailLink } from './email-update.machine';

const link = (isNew: boolean): EmailLink => ({
  isNew,
  email: 'new@example.com',
  userName: 'lina',
  name: 'Li Na',
  culture: 'zh-Hans',
});
const refusal = (code: string) => Object.assign(new Error('refused'), { code });

const start = (check: () => Promise<EmailLink>, confirm: () => Promise<unknown> = async () => ({})) =>
  createActor(
    emailUpdateMachine.provide({ actors: { checkToken: fromPromise(check), confirm: fromPromise(confirm) } }),
    { input: { token: 'tok' } },
  ).start();

describe('e-mail update page', () => {
  it('isNew gives newUser, else existUser; confirming ends confirmed', async () => {
    const fresh = start(async () => link(true));
    await waitFor(fresh, (s) => s.matches('newUser'));
    const known = start(async () => link(false));
    await waitFor(known, (s) => s.matches({ existUser: 'ready' }));
    known.send({ type: 'email.confirm' });
    await waitFor(known, (s) => s.matches({ existUser: 'done' }));
    expect(known.getSnapshot().context.confirmed).toBe(true);
  });

  it.each([
    ['ErrorActiveLink', 'errorLink'],
    ['Business:UserAlreadyActive', 'userAlreadyActive'],
    ['Identity.UserAlreadyInRole', 'userAlreadyActive'],
    ['Business:EmailTaken', 'error'],
  ] as const)('%s gives %s', async (code, state) => {
    const actor = start(
      async () => link(false),
      async () => {
        throw refusal(code);
      },
    );
    await waitFor(actor, (s) => s.matches({ existUser: 'ready' }));
    actor.send({ type: 'email.confirm' });
    await waitFor(actor, (s) => s.matches(state));
  });
});
