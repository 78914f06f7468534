// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { Button } from '@blueprintjs/core';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { DeferredPopover, DeferredTooltip } from './DeferredPopover';

afterEach(cleanup);

const Controlled = ({ onInteraction }: { onInteraction: (open: boolean) => void }) => {
  const [isOpen, setOpen] = useState(false);
  return (
    <DeferredPopover
      isOpen={isOpen}
      onInteraction={(open) => {
        onInteraction(open);
        setOpen(open);
      }}
      content={<p>{'controlled content'}</p>}
    >
      <Button text="open controlled" />
    </DeferredPopover>
  );
};

describe('DeferredPopover', () => {
  it('draws only the target until it is used; the first click opens the popover once its code is in', async () => {
    const onArm = vi.fn();
    renderWithProviders(
      <DeferredPopover content={<p>{'popover content'}</p>} onArm={onArm}>
        <Button text="open" />
      </DeferredPopover>,
    );
    const user = userEvent.setup();
    expect(document.querySelector('.bp6-popover-target')).toBeNull();
    // Before its code is in, the target already says what Blueprint's would: it opens a menu, closed.
    const target = screen.getByRole('button', { name: 'open' });
    expect(target).toHaveAttribute('aria-haspopup', 'menu');
    expect(target).toHaveAttribute('aria-expanded', 'false');
    await user.click(target);
    expect(await screen.findByText('popover content')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'open' })).toHaveAttribute('aria-expanded', 'true');
    expect(onArm).toHaveBeenCalled();
  });

  it('asks the owner of a controlled popover to open it', async () => {
    const onInteraction = vi.fn();
    renderWithProviders(<Controlled onInteraction={onInteraction} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'open controlled' }));
    expect(onInteraction).toHaveBeenCalledWith(true);
    expect(await screen.findByText('controlled content')).toBeInTheDocument();
  });
});

describe('DeferredTooltip', () => {
  it('keeps the target’s own click, and is a real tooltip once the pointer has been over it', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <DeferredTooltip content="tip">
        <Button text="target" onClick={onClick} />
      </DeferredTooltip>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'target' }));
    expect(onClick).toHaveBeenCalledOnce();
    await user.unhover(screen.getByRole('button', { name: 'target' }));
    await vi.waitFor(() => expect(document.querySelector('.bp6-popover-target')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'target' }));
    expect(onClick).toHaveBeenCalledTimes(2);
    // The pointer rests on the target: the tooltip opens after its hover delay. Waiting for it
    // also lets Blueprint's timer run before the test's window is torn down (it threw after).
    expect(await screen.findByText('tip')).toBeInTheDocument();
  });
});
