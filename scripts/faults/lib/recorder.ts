/** One HTTP answer (or its absence) as a client saw it. */
export type Answer = {
  method: string;
  path: string;
  instance: string;
  /** HTTP status, or "network" (refused/reset) or "timeout" (the client gave up after its own timeout). */
  status: number | "network" | "timeout";
  code: string | null;
  startedAt: number;
  ms: number;
  /** The client's own timeout for this request. */
  timeoutMs: number;
};

export type Window = { from: number; to: number | null };

/** Everything the simulated clients saw in one scenario, plus when a dependency was down. */
export class Recorder {
  answers: Answer[] = [];
  outages: Window[] = [];

  record(a: Answer) {
    this.answers.push(a);
  }
  down(at: number) {
    this.outages.push({ from: at, to: null });
  }
  up(at: number) {
    const open = this.outages.at(-1);
    if (open && open.to === null) open.to = at;
  }
  /** The outage `t` falls inside (an open one counts as still going on), if any. */
  windowAt(t: number) {
    return this.outages.find((w) => t >= w.from && (w.to === null || t < w.to)) ?? null;
  }
  during(t: number) {
    return this.windowAt(t) !== null;
  }
}
