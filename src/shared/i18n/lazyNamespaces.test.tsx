// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { BlueprintProvider } from '@blueprintjs/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Page } from '../ui/Page';
import { loadI18n } from './loadI18n';
import type { Language } from './languages';

// The console's own instance (loadI18n), not the tests' eager one: the quotas' words are not in
// the first chunk, and a screen that asks for them must wait for them rather than show keys.

afterEach(cleanup);

const QUOTAS = '/system/center/menu/manage/userConfiguration';
const SUBTITLE = {
  'en-US': 'Session and assessment quotas of the centre’s children',
  'zh-CN': '本中心儿童的课时与评估次数',
};
const TITLE = { 'en-US': 'User usage configuration', 'zh-CN': '用户使用配置' };
const KEYS = /page\.subtitle|tabs\.sessions|tabs\.assessments|quotas:/;

/** Every text the container showed, from the first render on. */
const recordTexts = (container: HTMLElement): string[] => {
  const seen = [container.textContent];
  new MutationObserver(() => seen.push(container.textContent)).observe(container, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  return seen;
};

// The quotas screen's head, as its page draws it (shared code cannot import the feature itself):
// a title from the first chunk's menu, the rest from the quotas' namespace.
const QuotasScreen = () => {
  const { t } = useTranslation('quotas');
  return (
    <Page title={t('menu:center.items.user-configuration')} subtitle={t('page.subtitle')}>
      <p>{t('tabs.sessions')}</p>
      <p>{t('tabs.assessments')}</p>
    </Page>
  );
};

const Home = () => {
  const { t } = useTranslation('workbench');
  return <p>{t('title')}</p>;
};

const renderConsole = (i18n: I18n) => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Home /> },
      // As the app's routes do: the page's code on demand, then the page draws.
      { path: QUOTAS, lazy: async () => ({ Component: QuotasScreen }) },
    ],
    { initialEntries: ['/'] },
  );
  const container = document.body.appendChild(document.createElement('div'));
  const texts = recordTexts(container);
  render(
    <I18nextProvider i18n={i18n}>
      <BlueprintProvider>
        <RouterProvider router={router} />
      </BlueprintProvider>
    </I18nextProvider>,
    { container },
  );
  return { router, texts };
};

describe('a screen whose namespace is not in the first chunk', () => {
  it.each<Language>(['en-US', 'zh-CN'])('opens in %s with its words, never its keys', async (language) => {
    const i18n = await loadI18n(language);
    expect(i18n.hasResourceBundle(language, 'quotas')).toBe(false);
    const { router, texts } = renderConsole(i18n);

    await act(() => router.navigate(QUOTAS));

    expect(await screen.findByText(SUBTITLE[language])).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLE[language]);
    expect(texts.filter((text) => KEYS.test(text ?? ''))).toEqual([]);
    expect(document.title).not.toMatch(KEYS);
  });

  it('switches language with the namespaces already loaded, still without keys', async () => {
    const i18n = await loadI18n('en-US');
    const { router, texts } = renderConsole(i18n);
    await act(() => router.navigate(QUOTAS));
    await screen.findByText(SUBTITLE['en-US']);

    await act(() => i18n.changeLanguage('zh-CN'));

    expect(await screen.findByText(SUBTITLE['zh-CN'])).toBeVisible();
    expect(screen.queryByText(SUBTITLE['en-US'])).toBeNull();
    expect(texts.filter((text) => KEYS.test(text ?? ''))).toEqual([]);
  });
});

// A part drawn on a click (not a page change) with another namespace: React keeps the screen as
// it was until the words are in, then draws the part with them.
const OrdersUsage = () => {
  const { t } = useTranslation('orders');
  return <p>{t('usage.music')}</p>;
};

const Opener = () => {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t('shell.language')}
      </button>
      {open && <OrdersUsage />}
    </>
  );
};

describe('a part opened on a click, with a namespace not loaded yet', () => {
  it('appears with its words, never its key', async () => {
    const i18n = await loadI18n('en-US');
    const container = document.body.appendChild(document.createElement('div'));
    const texts = recordTexts(container);
    render(
      <I18nextProvider i18n={i18n}>
        <Opener />
      </I18nextProvider>,
      { container },
    );

    await userEvent.click(screen.getByRole('button'));

    expect(await screen.findByText('Music')).toBeVisible();
    expect(screen.getByRole('button')).toBeVisible();
    expect(texts.filter((text) => /usage\.music/.test(text ?? ''))).toEqual([]);
  });
});
