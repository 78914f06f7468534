/**
 * Whether this start is a production one, and whether the demo (its accounts with the published
 * password, and the message log) is wanted. Read once from the environment with the rest of the
 * configuration; the rules are written out in docs/operations.md.
 */
export type Deployment = {
  /** NODE_ENV=production, or a PUBLIC_URL that is not on this machine. */
  production: boolean;
  /** The message log (sent_messages and its page) is on: DEMO_MODE=true, or unset on a start that is not production. */
  demoMode: boolean;
  /** Demo accounts may exist: any start that is not production, or one that asks (DEMO_MODE=true or SEED_DEMO=true). */
  demoAccountsAllowed: boolean;
  /** Seed the demo data on the first start of an empty database: SEED_DEMO, or unset when demo accounts are allowed. */
  seedDemo: boolean;
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const flag = (env: NodeJS.ProcessEnv, name: string): boolean | undefined => {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error(`${name} must be true or false, not "${env[name]}"`);
};

/** True when people reach the server at an address other than this machine's own. */
export const isPublicAddress = (publicUrl: string): boolean => !LOCAL_HOSTS.has(new URL(publicUrl).hostname);

export const readDeployment = (env: NodeJS.ProcessEnv, publicUrl: string): Deployment => {
  const production = env['NODE_ENV'] === 'production' || isPublicAddress(publicUrl);
  const demoModeFlag = flag(env, 'DEMO_MODE');
  const seedFlag = flag(env, 'SEED_DEMO');
  const demoMode = demoModeFlag ?? !production;
  const demoAccountsAllowed = !production || demoModeFlag === true || seedFlag === true;
  return { production, demoMode, demoAccountsAllowed, seedDemo: seedFlag ?? demoAccountsAllowed };
};
