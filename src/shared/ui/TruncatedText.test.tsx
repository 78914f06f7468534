// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TruncatedText } from './TruncatedText';

afterEach(cleanup);

// jsdom lays nothing out: the box's widths stand for what a browser would measure.
const sized = (element: HTMLElement, scrollWidth: number, clientWidth: number) => {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
  return element;
};

describe('TruncatedText', () => {
  it('holds the whole text in its title when its column cuts it', () => {
    const text = 'Shanghai Community International School';
    render(<TruncatedText text={text} />);
    const box = sized(screen.getByText(text), 300, 60);
    expect(box).not.toHaveAttribute('title');
    fireEvent.mouseEnter(box);
    expect(box).toHaveAttribute('title', text);
    expect(box).toHaveClass('atrium-truncate');
  });

  it('has no title when the text fits, and drops it once the column is wide enough', () => {
    render(<TruncatedText text="Grade 3" />);
    const box = sized(screen.getByText('Grade 3'), 50, 60);
    fireEvent.mouseEnter(box);
    expect(box).not.toHaveAttribute('title');
    sized(box, 300, 60);
    fireEvent.mouseEnter(box);
    expect(box).toHaveAttribute('title', 'Grade 3');
    sized(box, 300, 320);
    fireEvent.mouseEnter(box);
    expect(box).not.toHaveAttribute('title');
  });

  it('measures when a keyboard user reaches a link inside it, and shows the link', () => {
    render(
      <TruncatedText text="Oliver Liu-Montgomery">
        <a href="/child/1">Oliver Liu-Montgomery</a>
      </TruncatedText>,
    );
    const link = screen.getByRole('link', { name: 'Oliver Liu-Montgomery' });
    const box = sized(link.parentElement!, 200, 90);
    fireEvent.focus(link);
    expect(box).toHaveAttribute('title', 'Oliver Liu-Montgomery');
  });
});
