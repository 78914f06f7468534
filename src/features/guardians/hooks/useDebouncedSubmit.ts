import { useCallback, useEffect, useRef, useState } from 'react';
import { CONFIRM_DEBOUNCE_MS } from '../../../../machines/add-subject.machine';

/**
 * Spec 000 §9 "Debounce before confirming a submit: 300 ms": `submit` runs `send` once the clicks
 * have been quiet for `delayMs`; while a send is under way further clicks are ignored, so a double
 * click sends one request. `waiting` covers both the pause and the send (the button shows it).
 */
export const useDebouncedSubmit = (send: () => Promise<unknown>, delayMs = CONFIRM_DEBOUNCE_MS) => {
  const latest = useRef(send);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const sending = useRef(false);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    latest.current = send;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const submit = useCallback(() => {
    if (sending.current) return;
    if (timer.current) clearTimeout(timer.current);
    setWaiting(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      sending.current = true;
      const done = () => {
        sending.current = false;
        setWaiting(false);
      };
      latest.current().then(done, done);
    }, delayMs);
  }, [delayMs]);

  return { submit, waiting };
};
