import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountActivationMachine, type LinkAccount, type RegisterInput } from './account-activation.machine';
import { languageOfLinkCulture } from './link-outcome';

const account = (isNew: boolean): LinkAccount => ({
  isNew,
  email: 'nora@example.com',
  name: 'Nora',
  userName: 'nora@example.com',
  tenantName: 'Sunrise Centre',
  culture: 'en',
});
const refusal = (code: string) => Object.assign(new Error('refused'), { code });

const start = (
  check: () => Promise<LinkAccount | null>,
  options: {
    token?: string;
    checkType?: 'activateAccount' | 'needRegister' | 'trainerToSupervisor';
    activate?: () => Promise<unknown>;
    register?: (input: { userName: string; password: string }) => Promise<unknown>;
  } = {},
) =>
  createActor(
    accountActivationMachine.provide({
      actors: {
        checkToken: fromPromise(check),
        activate: fromPromise(options.activate ?? (async () => ({}))),
        register: fromPromise<unknown, RegisterInput>(({ input }) => (options.register ?? (async () => ({})))(input)),
      },
    }),
    { input: { token: options.token ?? 'tok', ...(options.checkType ? { checkType: options.checkType } : {}) } },
  ).start();

describe('account activation page', () => {
  it('asks a new account to register, then shows it registered as existUser', async () => {
    const seen: { userName: string; password: string }[] = [];
    const actor = start(async () => account(true), { register: async (input) => seen.push(input) });
    await waitFor(actor, (s) => s.matches('newUser'));
    expect(actor.getSnapshot().can({ type: 'activation.register', userName: ' ', password: 'x' })).toBe(false);
    actor.send({ type: 'activation.register', userName: ' nora ', password: 'Secret#123' });
    await waitFor(actor, (s) => s.matches({ existUser: 'done' }));
    expect(actor.getSnapshot().context.outcome).toBe('registered');
    expect(seen).toEqual([{ token: 'tok', userName: 'nora', password: 'Secret#123' }]);
  });

  it('lets an existing account activate with one click', async () => {
    const actor = start(async () => account(false));
    await waitFor(actor, (s) => s.matches({ existUser: 'ready' }));
    actor.send({ type: 'activation.activate' });
    await waitFor(actor, (s) => s.matches({ existUser: 'done' }));
    expect(actor.getSnapshot().context.outcome).toBe('activated');
  });

  it.each([
    ['ErrorActiveLink', 'errorLink'],
    ['Identity.UserAlreadyInRole', 'userAlreadyActive'],
    ['Business:UserAlreadyActive', 'businessAlreadyActive'],
    ['Business:Whatever', 'error'],
  ] as const)('a token check refused with %s shows %s', async (code, state) => {
    const actor = start(async () => {
      throw refusal(code);
    });
    await waitFor(actor, (s) => s.matches(state));
    expect(actor.getSnapshot().context.failure).toEqual({ code, message: 'refused' });
  });

  it('keeps the form open with the reason when a registration is refused for what was typed', async () => {
    const actor = start(async () => account(true), {
      register: async () => {
        throw refusal('Business:UserNameTaken');
      },
    });
    await waitFor(actor, (s) => s.matches('newUser'));
    actor.send({ type: 'activation.register', userName: 'coach', password: 'Secret#123' });
    await waitFor(actor, (s) => s.matches({ newUser: 'editing' }) && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.code).toBe('Business:UserNameTaken');
  });

  it('a link used meanwhile turns the one-click activation into errorLink', async () => {
    const actor = start(async () => account(false), {
      activate: async () => {
        throw refusal('ErrorActiveLink');
      },
    });
    await waitFor(actor, (s) => s.matches({ existUser: 'ready' }));
    actor.send({ type: 'activation.activate' });
    const snapshot = await waitFor(actor, (s) => s.matches('errorLink'));
    expect(snapshot.context.failure).toEqual({ code: 'ErrorActiveLink', message: 'refused' });
    expect(snapshot.context.outcome).toBeNull();
  });

  it('shows errorLink without asking anything when the address has no token', async () => {
    let asked = false;
    const actor = start(
      async () => {
        asked = true;
        return account(false);
      },
      { token: '  ' },
    );
    expect(actor.getSnapshot().value).toBe('errorLink');
    expect(asked).toBe(false);
  });

  it('needRegister flows ask to register; the trainer-to-supervisor check with no answer is existUser', async () => {
    const needs = start(async () => account(true), { checkType: 'needRegister' });
    const asked = await waitFor(needs, (s) => s.matches('needRegister'));
    expect(asked.context.account).toEqual(account(true));
    expect(asked.can({ type: 'activation.register', userName: 'nora', password: 'Secret#123' })).toBe(true);
    const trainer = start(async () => null, { checkType: 'trainerToSupervisor' });
    const ready = await waitFor(trainer, (s) => s.matches('existUser'));
    expect(ready.matches({ existUser: 'ready' })).toBe(true);
    expect(ready.context.account).toBeNull();
  });

  it('maps the link culture to the console language', () => {
    expect(languageOfLinkCulture('en')).toBe('en-US');
    expect(languageOfLinkCulture('zh-Hans')).toBe('zh-CN');
    expect(languageOfLinkCulture('fr')).toBeNull();
    expect(languageOfLinkCulture(null)).toBeNull();
  });
});
