import { expect, it } from 'vitest';
import { startBootRequests } from './bootRequests';

// What the entry asks for before anything has answered (issue 16 item 4).

const recorder = () => {
  const asked: string[] = [];
  const never = () => new Promise<never>(() => {});
  return {
    asked,
    deps: (pathname: string) => ({
      pathname,
      language: 'en-US' as const,
      loadConfig: () => (asked.push('config'), never()),
      loadApp: () => (asked.push('app'), never()),
      loadCatalogues: (language: string) => (asked.push(`catalogues ${language}`), never()),
    }),
  };
};

it('on /callback asks for the configuration first, then the code and the catalogues without waiting for it', () => {
  const { asked, deps } = recorder();
  void startBootRequests(deps('/callback'));
  expect(asked).toEqual(['config', 'app', 'catalogues en-US']);
});

it('on a page that may only leave for the sign-in page asks for the configuration alone', () => {
  const { asked, deps } = recorder();
  void startBootRequests(deps('/system/center/dataPanel/workTable'));
  expect(asked).toEqual(['config']);
});
