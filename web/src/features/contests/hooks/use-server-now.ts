import { useEffect, useState } from "react";
import { serverNow } from "../lib/server-clock.ts";

/** Spec §9: contest countdowns refresh every second. */
const TICK_MS = 1000;

/**
 * The server's clock, re-rendering every second: the device's clock plus the offset measured when the contest
 * arrived (see server-clock.ts). Ticks are aligned to the device's second boundaries so every countdown on the
 * page changes together.
 */
export function useServerNow(offset: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, TICK_MS - (Date.now() % TICK_MS));
    };
    timer = setTimeout(tick, TICK_MS - (Date.now() % TICK_MS));
    return () => clearTimeout(timer);
  }, []);
  return serverNow(offset, now);
}
