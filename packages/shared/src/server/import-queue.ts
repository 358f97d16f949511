import { z } from "zod";

/**
 * The problem-import queue (issue 25): the API stores an upload or URL in `problem_imports` and queues one job; a
 * worker unpacks, imports and verifies, writing progress to that row. Its own queue, so a long import never sits in
 * front of submissions; the job id is the import's id, so a duplicate add is a no-op and a retry after a worker died
 * re-runs an import that is idempotent (packages are matched by uuid/folder).
 */
export const IMPORT_QUEUE = "problem-import";
export const IMPORT_JOB = "problem-import";
export const importJobPayload = z.object({ importId: z.uuid() });
export type ImportJobPayload = z.infer<typeof importJobPayload>;
export const IMPORT_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: "exponential", delay: 5000 },
  removeOnComplete: { age: 24 * 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;
/** Uploads are kept in Postgres in chunks of this size, so neither side holds a whole archive in memory. */
export const IMPORT_UPLOAD_CHUNK_BYTES = 1024 * 1024;
