/**
 * Programs that try to carry one test's input into a later test of the same submission, where a learner could
 * read it: hidden tests (the largest inputs) run first, in the same box as the visible ones. Test inputs carry
 * markers `SECRET-<n>-<8 hex>`; a marker other than the test's own in its output is a leak. The programs, one per
 * language, are KEEP_ACROSS_TESTS and SCAN_OWN_MEMORY (described in hostile/set.ts).
 */
export { KEEP_ACROSS_TESTS, SCAN_OWN_MEMORY } from "./hostile-programs.ts";

export const SECRET = /SECRET-\d+-[0-9a-f]{8}/g;
