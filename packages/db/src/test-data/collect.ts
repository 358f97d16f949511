/**
 * Big test data passes through a process as short-lived buffers and strings (the driver's messages and rows, a test's
 * text and the bytes sent to its box). The collector lets such garbage pile up in proportion to what went through:
 * without help a worker judging a 300 MB set peaked at 2.3× what a 10 MB set did, and the importer storing one grew
 * likewise (bench:import). A full collection after every COLLECT_EVERY_BYTES that passed keeps the peak flat for
 * about 10 ms per 16 MB; data smaller than that never pays it.
 */
const COLLECT_EVERY_BYTES = 16 * 1024 * 1024;
let passed = 0;

/** Counts `bytes` of test data that became garbage, collecting once enough has. */
export function collectAfter(bytes: number) {
  passed += bytes;
  if (passed < COLLECT_EVERY_BYTES) return;
  passed = 0;
  Bun.gc(true);
}
