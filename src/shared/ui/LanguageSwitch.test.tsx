// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { LanguageSwitch } from './LanguageSwitch';

afterEach(cleanup);

const SignOutLabel = () => {
  const { t } = useTranslation('common');
  return <p>{t('shell.sign-out')}</p>;
};

describe('LanguageSwitch', () => {
  it('switches the visible text at once and reports the new language', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <>
        <LanguageSwitch onChange={onChange} />
        <SignOutLabel />
      </>,
      { language: 'zh-CN' },
    );
    const user = userEvent.setup();
    expect(screen.getByText('退出登录')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Sign out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).toHaveBeenCalledWith('en-US');

    await user.click(screen.getByRole('button', { name: '中文' }));
    expect(await screen.findByText('退出登录')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('zh-CN');
  });

  it('does nothing when the current language is chosen again', async () => {
    const onChange = vi.fn();
    renderWithProviders(<LanguageSwitch onChange={onChange} />, { language: 'en-US' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
