// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { DateField } from './DateField';

afterEach(cleanup);

const renderField = (language: 'zh-CN' | 'en-US', value: string, onChange = vi.fn()) => {
  const { i18n } = renderWithProviders(
    <>
      <label htmlFor="d">date</label>
      <DateField id="d" value={value} max="2026-11-21" onChange={onChange} />
    </>,
    { language },
  );
  return { i18n, onChange, input: screen.getByLabelText('date') };
};

describe('DateField', () => {
  it('shows and reads YYYY/MM/DD in Chinese', async () => {
    const { input, onChange } = renderField('zh-CN', '2018-03-02');
    expect(input).toHaveValue('2018/03/02');
    expect(input).toHaveAttribute('placeholder', 'YYYY/MM/DD');
    await userEvent.clear(input);
    await userEvent.type(input, '2019/7/1');
    expect(onChange).toHaveBeenLastCalledWith({ iso: '2019-07-01', problem: null });
  });

  it('shows DD/MM/YYYY in English and switches pattern with the language', async () => {
    const { input, i18n } = renderField('en-US', '2018-03-02');
    expect(input).toHaveValue('02/03/2018');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(input).toHaveValue('2018/03/02');
  });

  it('says when a date is not real or lies after the latest allowed', async () => {
    const { input, onChange } = renderField('zh-CN', '');
    await userEvent.type(input, '2019/02/30');
    expect(onChange).toHaveBeenLastCalledWith({ iso: '', problem: 'invalid' });
    await userEvent.clear(input);
    await userEvent.type(input, '2030/01/01');
    expect(onChange).toHaveBeenLastCalledWith({ iso: '2030-01-01', problem: 'too-late' });
  });

  it('keeps what is typed when its parent stores each day it reads and hands it back', async () => {
    const Stored = () => {
      const [value, setValue] = useState('2026-11-01');
      return (
        <>
          <label htmlFor="s">date</label>
          <DateField id="s" value={value} onChange={(state) => setValue(state.iso)} />
          <output>{value}</output>
        </>
      );
    };
    renderWithProviders(<Stored />, { language: 'zh-CN' });
    const input = screen.getByLabelText('date');
    await userEvent.clear(input);
    await userEvent.type(input, '2026/12/20');
    expect(input).toHaveValue('2026/12/20');
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-20');
  });
});
