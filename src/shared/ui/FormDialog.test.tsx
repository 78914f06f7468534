// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { FormDialog } from './FormDialog';

afterEach(cleanup);

const renderDialog = (props: Partial<Parameters<typeof FormDialog>[0]> = {}) => {
  const onClose = vi.fn();
  const onSubmit = vi.fn();
  renderWithProviders(
    <FormDialog title="Edit Lily" icon="people" busy={false} onClose={onClose} onSubmit={onSubmit} {...props}>
      <label htmlFor="name">Name</label>
      <input id="name" required />
    </FormDialog>,
    { language: 'en-US' },
  );
  return { onClose, onSubmit };
};

describe('FormDialog', () => {
  it('shows its title and fields, and saves on Enter without the browser checking the fields', async () => {
    const { onSubmit } = renderDialog();
    expect(screen.getByRole('dialog')).toHaveTextContent('Edit Lily');
    await userEvent.type(screen.getByLabelText('Name'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says "Cancel" and "Save" in the reader\'s language unless told otherwise', async () => {
    const { onClose, onSubmit } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses the texts it is given', () => {
    renderDialog({ cancelText: 'Back', saveText: 'Send' });
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('cannot be cancelled or closed while a save is in flight', async () => {
    const { onClose } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps save off when the form cannot be saved', () => {
    renderDialog({ saveDisabled: true });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('gives the dialog the class it is given, so a screen can size it', () => {
    renderDialog({ className: 'atrium-wide-form' });
    expect(screen.getByRole('dialog')).toHaveClass('atrium-wide-form');
  });
});
