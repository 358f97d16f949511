import { z } from "zod";

/**
 * Every frame header the host and a sandbox exchange (the wire format is frame-codec.ts), written once: the host
 * checks each frame it reads and each it writes against these. The far sides are supervisor.py (a test box) and
 * CompileServer.java (the warm javac); frame-fixtures.json pins the bytes of a few frames for the host's codec and
 * supervisor.py's alike.
 */
const blobs = z.array(z.number().int().nonnegative());
const int = z.number().int();

/** The first frame from either side's server once it can take requests. */
export const ReadyFrame = z.object({ ready: z.literal(true), blobs });

// Host → supervisor. A file's content or a test's stdin travels as the frame's first blob.
export const FileRequest = z.object({
  op: z.literal("file"),
  path: z.string(),
  executable: z.boolean(),
  blobs,
});
export const DropRequest = z.object({ op: z.literal("drop"), path: z.string(), blobs });
/** An interactive test's FIFO ends (interaction.py): `read` opened first, then `write` once the other box reads it. */
export const PipesRequest = z.object({
  op: z.literal("pipes"),
  read: z.string(),
  write: z.string(),
  timeoutMs: z.number().positive(),
  /** Hold a reader of the write end for the run, so writing after the other side left never fails (the interactor). */
  keepWriteOpen: z.boolean().optional(),
  /** Watch which side closes its output first (the program's box: RunResult.firstClosed). */
  watchOrder: z.boolean().optional(),
  /** Files written under /box before the pipes open (an interactor's input and answer), one blob each. */
  files: z.array(z.string()).optional(),
  blobs,
});
export const RunRequest = z.object({
  op: z.literal("run"),
  argv: z.array(z.string()).min(1),
  env: z.record(z.string(), z.string()),
  collect: z.array(z.string()).nullable(),
  pythonInline: z.string().nullable(),
  /** The inline Python program's arguments (its sys.argv[1:]: a checker's file names); absent = none. */
  inlineArgs: z.array(z.string()).optional(),
  /** A syntax checker's run: its fd 3 is the report pipe (a Node or Bun program's check); absent = false. */
  syntaxCheck: z.boolean().optional(),
  cpuMs: z.number().nonnegative(),
  wallMs: z.number().nonnegative(),
  /** Only without a memory cgroup: the supervisor then polls the test's resident memory. */
  pollMemoryBytes: z.number().nonnegative().nullable(),
  outputKillBytes: int.nonnegative(),
  stderrKeepBytes: int.nonnegative(),
  /** How often the supervisor samples the test's CPU and memory; absent: its default (measured_run.py). */
  pollMs: z.number().positive().optional(),
  /** The largest `collect` file handed back (a checker's feedback file); absent = outputKillBytes. */
  collectMaxBytes: int.positive().optional(),
  /** An interactive test: the program's stdin and stdout are the FIFO ends of the last "pipes" request, joined
   * directly or, with `transcript`, through a relay that records the exchange (up to transcriptBytes). */
  pipes: z.object({ transcript: z.boolean(), transcriptBytes: int.positive().optional() }).optional(),
  /** A top-level directory of /box removed after the run (the test's files); one the box cannot remove makes it dirty. */
  dropAfter: z.string().optional(),
  /** Per process, set in the test's fork before it drops to the slot's uid: [soft, hard] or one value for both. */
  rlimits: z.object({
    cpu: z.tuple([int, int]),
    fsize: int,
    stack: int,
    nproc: int,
    nofile: int,
    core: int,
    /** Only where the runtime tolerates it and there is no memory cgroup. */
    as: int.nullable(),
  }),
  blobs,
});

// Supervisor → host.
export const Done = z.object({ ok: z.literal(true), blobs });
/** The request failed; `dirty` says why the box can never run another test. */
export const Failure = z.object({ error: z.string(), dirty: z.string().nullable().optional(), blobs });
export const KillReason = z.enum(["cpu", "wall", "memory", "output"]);
export type KillReason = z.infer<typeof KillReason>;
/** Blobs: stdout, stderr, then one per requested `collect` file (empty where `collected` says none was found). */
export const RunResult = z.object({
  exitCode: int.nullable(),
  signal: int.nullable(),
  killedFor: KillReason.nullable(),
  cpuMs: z.number().nonnegative(),
  wallMs: z.number().nonnegative(),
  memoryKb: int.nonnegative(),
  collected: z.array(z.boolean()).optional(),
  /** Per `collect` file: it was there but larger than allowed (absent when none was). */
  collectedOversize: z.array(z.boolean()).optional(),
  /** The program does not parse (the zygote's compile, or the checker's report): this message, and it never ran. */
  syntaxError: z.string().optional(),
  /** The check ran and the program parses (a Python test always; a Node or Bun checker's run when it said so);
   * absent when no check ran or the checker died before it finished. */
  parsed: z.boolean().optional(),
  /** An interactive test with watchOrder: whose output closed first, in the kernel's order; null: neither's yet. */
  firstClosed: z.enum(["program", "interactor"]).nullable().optional(),
  /** The index of the blob holding the interaction's transcript (a relayed interactive test). */
  transcript: int.nonnegative().optional(),
  dirty: z.string().nullable(),
  blobs,
});
export const FileReply = z.union([Done, Failure]);
export const RunReply = z.union([RunResult, Failure]);

// Host → compile server: the source of Main.java as the one blob.
export const CompileRequest = z.object({ op: z.literal("compile"), blobs });
/** Blobs: the compiler's output, then each class's binary name and bytes. Status 2: javac itself crashed. */
export const CompileResult = z
  .object({ status: z.union([z.literal(0), z.literal(1), z.literal(2)]), classes: int.nonnegative(), blobs })
  .refine((h) => h.blobs.length === 1 + 2 * h.classes, "a compile result needs 1 + 2 blobs per class");
