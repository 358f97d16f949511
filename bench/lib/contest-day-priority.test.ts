import { expect, test } from "bun:test";
import { type JobTimes, overtakes, queueWaits } from "./contest-day-priority.ts";

const job = (id: string, priority: number, added: number, started: number): JobTimes => ({
  id,
  priority,
  added,
  started,
});

test("a job taken while a job of a higher priority waited counts as overtaking; taking it first, or meanwhile, does not", () => {
  const jobs = [
    job("contest-1", 1, 0, 10),
    job("practice-early", 3, 5, 20), // taken after the contest try: fine
    job("contest-2", 1, 100, 400), // waited from 100 to 400…
    job("practice-late", 3, 150, 300), // …and this one was taken at 300: overtook it
    job("contest-3", 1, 290, 320), // added 10 ms before the practice try was taken: within the slack
    job("system-test", 4, 500, 900),
  ];
  const { overtaking, byPriority } = overtakes(jobs);
  expect(overtaking).toBe(1);
  expect([...byPriority]).toEqual([[3, 1]]);
  expect(queueWaits(jobs, 1)).toEqual([10, 30, 300]);
  expect(overtakes(jobs.filter((j) => j.id !== "contest-2")).overtaking).toBe(0);
});
