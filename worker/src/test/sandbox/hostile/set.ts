/**
 * The hostile programs of one language, one per attack the sandbox suite tries (hostile.test.ts, fallback.test.ts).
 * Each is what a learner could submit, written the way that language would do it. Every language of the registry
 * has a complete set (hostile-programs.ts fails the typecheck otherwise), so a new language is never silently left
 * out; where part of an attack cannot apply to a language, its program says why.
 */
export type HostileSet = {
  INFINITE_LOOP: string;
  /** Sleeps 60 s, then prints "late". */
  SLEEP: string;
  /** Starts processes until it cannot; Node-like runtimes start `setInterval(()=>{},1000)` (searched for after). */
  FORK_BOMB: string;
  THREAD_BOMB: string;
  MEMORY_BOMB: string;
  ENDLESS_OUTPUT: string;
  /** A scratch file written past RLIMIT_FSIZE (8 MB): 20 MB into the box's /tmp, then "done". */
  HUGE_FILE: string;
  DEEP_RECURSION: string;
  /** Prints its environment and every /proc/<pid>/environ and cmdline it can read. */
  READ_ENVIRONMENT: string;
  /** The paths arrive on stdin, one per line; prints "wrote <path>" or "denied <path> <why>" for each. */
  WRITE_FILES: string;
  /** Reads "host port" lines from stdin and prints "<host>:<port> connected" or "… blocked" for each. */
  CONNECT: string;
  /** Kills its parent and then everything it may (-1), then prints "still here". */
  KILL_PARENT: string;
  /** Leaves a detached child running with `marker` in its command line, then exits successfully. */
  BACKGROUND_CHILD(marker: string): string;
  /** Plants a symlink to a host path wherever it can, and tries to read and write through it. */
  PLANT_SYMLINK(hostFile: string): string;
  /** NOT_TEXT_HEAD, then a 200 KB line of NULs (past the stored cap), on stdout and on stderr. */
  NOT_TEXT_OUTPUT: string;
  /**
   * Tries to carry one test's input into a later test of the same submission (hostile-leak-programs.ts): prints
   * "FOUND <whatever it recovered>", then keeps its input in /tmp/.keep, inside a directory it then makes 0500, at
   * the bottom of a 600-deep tree (past the descriptor limit for a remover that holds one per level), in System V
   * shared memory where the language reaches it, and everywhere in ELSEWHERE.
   */
  KEEP_ACROSS_TESTS: string;
  /**
   * Reads every readable mapping of its own memory and prints "OWN OTHERS <markers>": OWN when it found its own
   * input's marker (proof the scan works), then any other test's marker (a leak: a process that once held another
   * test's data). 1 MB at a time, overlapping by a marker's length so none is cut in two.
   */
  SCAN_OWN_MEMORY: string;
};

/** Bytes that are not text: NUL, invalid UTF-8 (0xff 0xfe, a lead byte without its continuation), an ANSI colour
 * escape and DEL. */
export const NOT_TEXT_HEAD = [
  0x61, 0x00, 0x62, 0xff, 0xfe, 0xc3, 0x20, 0x1b, 0x5b, 0x33, 0x31, 0x6d, 0x72, 0x65, 0x64, 0x1b, 0x5b, 0x30,
  0x6d, 0x7f, 0x0a,
];

/** Every writable place a program might try, besides /tmp (which is emptied): all should refuse the write. */
export const ELSEWHERE = [
  "/dev/shm/k",
  "/box/k",
  "/gs/k",
  "/k",
  "/var/tmp/k",
  "/dev/k",
  "/run/k",
  "/proc/self/cwd/../k",
];

/** A list of strings as the literal of an array in a C-like language: `{"a", "b"}`. */
export const braced = (items: readonly (string | number)[]) =>
  `{${items.map((i) => JSON.stringify(i)).join(", ")}}`;
