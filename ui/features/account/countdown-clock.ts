import { createContext, useContext, useEffect, useState } from "react";
import { RESEND_COUNTDOWN_SECONDS, secondsLeft } from "../../../domain/countdown";

/**
 * Where the resend countdown reads the time. Stories give a fixed clock, so a screenshot never catches a
 * second in motion; everywhere else it is the browser's.
 */
export const CountdownClock = createContext<() => number>(() => Date.now());

/**
 * Whole seconds left of the resend countdown (60 s unless the server said otherwise) started at `sentAt`;
 * ticks each second until it ends.
 */
export function useSecondsLeft(sentAt: number, duration: number = RESEND_COUNTDOWN_SECONDS): number {
  const now = useContext(CountdownClock);
  const [left, setLeft] = useState(() => secondsLeft(sentAt, now(), duration));
  // A new code restarts the countdown in the same render, not a second later.
  const [from, setFrom] = useState(sentAt);
  if (from !== sentAt) {
    setFrom(sentAt);
    setLeft(secondsLeft(sentAt, now(), duration));
  }
  useEffect(() => {
    if (secondsLeft(sentAt, now(), duration) === 0) return undefined;
    const timer = setInterval(() => {
      const next = secondsLeft(sentAt, now(), duration);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt, now, duration]);
  return left;
}
