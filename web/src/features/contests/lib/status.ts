import { type ContestStatus, contestStatus } from "@grindstone/shared";

const ORDER: Record<ContestStatus, number> = { UPCOMING: 0, LIVE: 1, ENDED: 2 };

/**
 * The status to show: the later of what the server last said (its response, or a contestStarted/contestEnded
 * event patched into the cache) and what the server's clock says now. A contest only moves forward, so the page
 * flips at zero by itself and never flips back when an event beats this device's tick by a few milliseconds.
 */
export function effectiveStatus(
  c: { status: ContestStatus; startTime: string; endTime: string },
  now: number,
): ContestStatus {
  const byClock = contestStatus(new Date(c.startTime), new Date(c.endTime), new Date(now));
  return ORDER[byClock] > ORDER[c.status] ? byClock : c.status;
}

/** What the countdown counts to: the start while upcoming, the end while live; null once ended. */
export function countdownTarget(
  c: { startTime: string; endTime: string },
  status: ContestStatus,
): number | null {
  if (status === "UPCOMING") return Date.parse(c.startTime);
  if (status === "LIVE") return Date.parse(c.endTime);
  return null;
}
