// Spec 001 §4 "Music feedback: tracks must be selected in order; unselecting cuts the list from
// the first changed position; the unselected remainder is sent as the not-listened list" and §8
// "out-of-order selection: please select in order". Pure: the selector and its tests share it.

/** What a click on the track at `index` does to the listened prefix of `count` selected tracks. */
export type SelectionStep = { selected: number } | { outOfOrder: true };

export const toggleTrack = (selected: number, index: number): SelectionStep => {
  // A selected track: unselecting it cuts the list there (it and everything after it).
  if (index < selected) return { selected: index };
  // The next track in order extends the list; any later one is out of order.
  if (index === selected) return { selected: selected + 1 };
  return { outOfOrder: true };
};

/** The feedback sent: the first `selected` tracks listened to, the rest not listened to. */
export const musicFeedbackOf = <T>(tracks: readonly T[], selected: number) => ({
  listenedList: tracks.slice(0, selected),
  notListenedList: tracks.slice(selected),
});
