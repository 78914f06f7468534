// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { MusicFeedbackSelector, type FeedbackTrack } from './MusicFeedbackSelector';
import { musicFeedbackOf, toggleTrack } from './musicFeedbackSelection';

afterEach(cleanup);

const TRACKS: FeedbackTrack[] = [
  { code: 'FAS-01', courseCode: 'FAS', title: 'Morning' },
  { code: 'FAS-02', courseCode: 'FAS', title: 'River' },
  { code: 'FAS-03', courseCode: 'FAS', title: 'Forest' },
  { code: 'FAS-04', courseCode: 'FAS', title: 'Night' },
];

describe('toggleTrack and musicFeedbackOf', () => {
  it('extends with the next track, cuts at an unselected one and refuses a skip', () => {
    expect(toggleTrack(0, 0)).toEqual({ selected: 1 });
    expect(toggleTrack(2, 2)).toEqual({ selected: 3 });
    expect(toggleTrack(3, 1)).toEqual({ selected: 1 });
    expect(toggleTrack(3, 0)).toEqual({ selected: 0 });
    expect(toggleTrack(1, 3)).toEqual({ outOfOrder: true });
    expect(musicFeedbackOf(['a', 'b', 'c'], 1)).toEqual({ listenedList: ['a'], notListenedList: ['b', 'c'] });
  });
});

const render = (language: 'en-US' | 'zh-CN', props: { showRequired?: boolean; tracks?: FeedbackTrack[] } = {}) => {
  const onChange = vi.fn();
  renderWithProviders(<MusicFeedbackSelector tracks={props.tracks ?? TRACKS} onChange={onChange} {...props} />, {
    language,
  });
  return { onChange };
};

describe('MusicFeedbackSelector in English', () => {
  it('selects in order, cuts the list when unselecting and sends the rest as not listened', async () => {
    const user = userEvent.setup();
    const { onChange } = render('en-US');
    await user.click(screen.getByLabelText('1. Morning'));
    await user.click(screen.getByLabelText('2. River'));
    await user.click(screen.getByLabelText('3. Forest'));
    expect(onChange).toHaveBeenLastCalledWith({ listenedList: TRACKS.slice(0, 3), notListenedList: TRACKS.slice(3) });
    // Unselecting the second cuts from there: only the first stays listened.
    await user.click(screen.getByLabelText('2. River'));
    expect(onChange).toHaveBeenLastCalledWith({ listenedList: TRACKS.slice(0, 1), notListenedList: TRACKS.slice(1) });
    expect(screen.getByLabelText('3. Forest')).not.toBeChecked();
    expect(screen.getByText('Listened to: 1; not listened to: 3')).toBeInTheDocument();
  });

  it('says "please select in order" for a skipped track and leaves the selection as it was', async () => {
    const user = userEvent.setup();
    const { onChange } = render('en-US');
    await user.click(screen.getByLabelText('3. Forest'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select in order');
    expect(screen.getByLabelText('3. Forest')).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks for a selection when required, and shows the empty state without tracks', () => {
    render('en-US', { showRequired: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Progress not selected');
    cleanup();
    render('en-US', { tracks: [] });
    expect(screen.getByText('This session has no music tracks')).toBeInTheDocument();
  });
});

describe('MusicFeedbackSelector in Chinese', () => {
  it('says 请按顺序选择 out of order', async () => {
    const user = userEvent.setup();
    render('zh-CN');
    await user.click(screen.getByLabelText('2. River'));
    expect(screen.getByRole('alert')).toHaveTextContent('请按顺序选择');
    await user.click(screen.getByLabelText('1. Morning'));
    expect(screen.getByText('已听：1；未听：3')).toBeInTheDocument();
  });
});
