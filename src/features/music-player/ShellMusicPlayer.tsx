import { useState, useSyncExternalStore } from 'react';
import { musicPlayerStore } from '../../shared/music-player/musicPlayerStore';
import { lazyPart } from '../../shared/ui/lazyPart';
import { useListeningApi } from './useListeningApi';

// The player's code (the drawer, its machine, Blueprint's slider) is fetched when a feature first
// opens it: it stays out of the console's first load (issue 16 item 4).
const Host = lazyPart(() => import('./MusicPlayerHost').then((m) => m.MusicPlayerHost), { fallback: null });

/** The shell's one music player (spec 001 §2 screen 1), mounted once a feature opens it. */
export const ShellMusicPlayer = () => {
  const request = useSyncExternalStore(musicPlayerStore.subscribe, musicPlayerStore.get);
  const api = useListeningApi();
  const [used, setUsed] = useState(false);
  if (request && !used) setUsed(true);
  return used ? <Host api={api} /> : null;
};
