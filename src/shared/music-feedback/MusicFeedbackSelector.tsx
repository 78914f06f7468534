import { Callout, Checkbox, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { musicFeedbackOf, toggleTrack } from './musicFeedbackSelection';

export type FeedbackTrack = { code: string; courseCode: string; title?: string | null };

export type MusicFeedbackValue = { listenedList: FeedbackTrack[]; notListenedList: FeedbackTrack[] };

export type MusicFeedbackSelectorProps = {
  tracks: readonly FeedbackTrack[];
  /** How many of the tracks, from the first, were listened to already (a saved feedback). */
  initialSelected?: number;
  onChange: (value: MusicFeedbackValue) => void;
  /** Shows "progress not selected" when the form was submitted with nothing selected. */
  showRequired?: boolean;
  disabled?: boolean;
};

/**
 * The music feedback of a session (spec 001 §3 "Music feedback: listenedList, notListenedList"):
 * tracks are ticked in order, unticking one cuts the list there, and ticking past the next one
 * says "please select in order". For the offline and group plan feedback drawers.
 */
export const MusicFeedbackSelector = ({
  tracks,
  initialSelected = 0,
  onChange,
  showRequired = false,
  disabled = false,
}: MusicFeedbackSelectorProps) => {
  const { t } = useTranslation('music-feedback');
  const [selected, setSelected] = useState(Math.min(initialSelected, tracks.length));
  const [outOfOrder, setOutOfOrder] = useState(false);

  if (tracks.length === 0) return <NonIdealState icon="music" title={t('empty')} />;

  const click = (index: number) => {
    const step = toggleTrack(selected, index);
    if ('outOfOrder' in step) {
      setOutOfOrder(true);
      return;
    }
    setOutOfOrder(false);
    setSelected(step.selected);
    const { listenedList, notListenedList } = musicFeedbackOf(tracks, step.selected);
    onChange({ listenedList: [...listenedList], notListenedList: [...notListenedList] });
  };

  return (
    <div className="atrium-music-feedback" role="group" aria-label={t('label')}>
      {tracks.map((track, index) => (
        <Checkbox
          key={`${track.courseCode}-${track.code}-${index}`}
          checked={index < selected}
          disabled={disabled}
          label={t('track', { index: index + 1, name: track.title || track.code })}
          onChange={() => click(index)}
        />
      ))}
      <p className="atrium-music-feedback-summary">
        {t('summary', { listened: selected, notListened: tracks.length - selected })}
      </p>
      {outOfOrder && (
        <Callout intent="warning" role="alert">
          {t('in-order')}
        </Callout>
      )}
      {showRequired && selected === 0 && !outOfOrder && (
        <Callout intent="danger" role="alert">
          {t('required')}
        </Callout>
      )}
    </div>
  );
};
