import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { compilerOutputText, MAX_STORED_OUTPUT_BYTES } from "@grindstone/shared";
import { InfrastructureError } from "../runner.ts";
import type { BoxCgroup } from "../sandbox/cgroups.ts";
import {
  encodeFrame,
  FrameReader,
  FrameTooLarge,
  readFrame,
  StreamClosedError,
} from "../sandbox/frame-codec.ts";
import { CompileRequest, CompileResult as CompileResultFrame, ReadyFrame } from "../sandbox/frames.ts";
import { HOST_DIR_PREFIX } from "../sandbox/host-dir.ts";
import { type Bind, buildBoxArgv, LAUNCHER_ENV } from "../sandbox/launch-args.ts";
import { killUid } from "../sandbox/process-tree.ts";
import { COMPILER_SLOT, type Sandbox } from "../sandbox/sandbox.ts";

/**
 * Host side of the warm javac (CompileServer.java): one sandboxed JVM per worker, compiles serialised through it.
 * A compile that overruns its timeout gets the server killed (the next compile starts a new one), so a
 * compile-time bomb costs one timeout and never hangs the worker.
 */
export type CompiledClass = { name: string; bytes: Uint8Array };
export type CompileResult =
  | { ok: true; classes: CompiledClass[]; output: string | null }
  | { ok: false; output: string };

export type CompileServerOptions = {
  javaHome: string;
  /** Runtime mounts beyond /usr (the JDK's /etc configuration). */
  binds: Bind[];
  /** Per compile. Warm compiles take ~0.05 s; the first after a (re)start includes nothing extra (warm-up runs first). */
  timeoutMs?: number;
};

const SOURCE = join(import.meta.dir, "CompileServer.java");
// javac for one learner file fits easily; the cap turns a memory bomb in the compiler into a clean failure.
const SERVER_HEAP_MB = 512;
const SERVER_MEMORY_BYTES = 1024 * 1024 * 1024;
const SERVER_PIDS = 64;
// Source-launch mode compiles the server itself, then warms javac up: ~1 s here, generous for a loaded CI box.
const START_TIMEOUT_MS = 60_000;
// Class files of one submission; anything near this is a bomb, not a solution.
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
// The server keeps one UTF-16 unit past the output cap (it is passed the cap), at most 3 UTF-8 bytes each: a larger
// blob means the server is not capping, and is refused rather than buffered.
const MAX_OUTPUT_BLOB_BYTES = 3 * (MAX_STORED_OUTPUT_BYTES + 1);

type Server = {
  proc: ReturnType<typeof Bun.spawn<"pipe", "pipe", "pipe">>;
  reader: FrameReader;
  cgroup: BoxCgroup | undefined;
  uid: number | null;
  ready: Promise<void>;
};

class Timeout extends Error {}

/** Per compile: far above a real solution's ~20–50 ms warm compile, and a bound on a compile-time bomb. */
export const COMPILE_TIMEOUT_MS = 10_000;

export class JavaCompileServer {
  private server: Server | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private starts = 0;
  private readonly timeoutMs: number;

  constructor(
    private readonly sandbox: Sandbox,
    private readonly opts: CompileServerOptions,
  ) {
    this.timeoutMs = opts.timeoutMs ?? COMPILE_TIMEOUT_MS;
  }

  /** Starts the JVM ahead of the first submission (the worker calls this at start-up). */
  warmUp(): Promise<void> {
    return this.serialised(() => this.ensureServer().ready);
  }

  compile(source: string): Promise<CompileResult> {
    return this.serialised(async () => {
      try {
        return await this.attempt(source);
      } catch (err) {
        if (!(err instanceof StreamClosedError)) throw err;
        // The JVM died mid-compile (OOM-killed by its cgroup, or crashed): one retry on a fresh server, so a
        // worker-side hiccup is not blamed on the submission; a second death is the submission's doing.
        try {
          return await this.attempt(source);
        } catch (again) {
          if (!(again instanceof StreamClosedError)) throw again;
          return { ok: false, output: "The compiler ran out of resources compiling this program." };
        }
      }
    });
  }

  async close() {
    await this.queue.catch(() => {});
    await this.stop();
    if (this.sourceCopy) rmSync(dirname(this.sourceCopy), { recursive: true, force: true });
    this.sourceCopy = null;
  }

  private sourceCopy: string | null = null;

  /**
   * The server's source, copied to a host-owned directory the compile server's unprivileged uid can read: the
   * checkout itself may sit under a directory only root can traverse (`mktemp -d` makes 0700 ones). Named like a
   * host dir (host-dir.ts), so a killed worker's copy is swept like its box directories.
   */
  private publishedSource(): string {
    if (this.sourceCopy && existsSync(this.sourceCopy)) return this.sourceCopy;
    const dir = mkdtempSync(join(tmpdir(), `${HOST_DIR_PREFIX}${process.pid}-javac-`));
    chmodSync(dir, 0o711);
    const file = join(dir, "CompileServer.java");
    writeFileSync(file, readFileSync(SOURCE), { mode: 0o644 });
    this.sourceCopy = file;
    return file;
  }

  private serialised<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.queue.then(fn, fn);
    this.queue = next.catch(() => {});
    return next;
  }

  private async attempt(source: string): Promise<CompileResult> {
    const server = this.ensureServer();
    await server.ready;
    const request = encodeFrame(CompileRequest, { op: "compile" }, [new TextEncoder().encode(source)]);
    try {
      server.proc.stdin.write(request);
      server.proc.stdin.flush();
    } catch {
      await this.stop();
      throw new StreamClosedError("the compile server's input is closed");
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Timeout()), this.timeoutMs);
    });
    try {
      return await Promise.race([this.readResponse(server), timeout]);
    } catch (err) {
      if (err instanceof Timeout || err instanceof FrameTooLarge) {
        await this.stop();
        return {
          ok: false,
          output:
            err instanceof Timeout
              ? `Compilation timed out after ${this.timeoutMs / 1000} s.`
              : "The compiler produced more output than allowed.",
        };
      }
      // The stream is out of step with the server (or the server is gone): only a fresh one can answer the next.
      await this.stop();
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  private async readResponse(server: Server): Promise<CompileResult> {
    const { header, blobs } = await readFrame(server.reader, CompileResultFrame, {
      maxBlobBytes: (i) => (i === 0 ? MAX_OUTPUT_BLOB_BYTES : MAX_RESPONSE_BYTES),
      maxTotalBytes: MAX_RESPONSE_BYTES,
    });
    // The server already dropped diagnostics past the cap; this cuts to the cap exactly and marks the cut.
    const output = compilerOutputText(blobs[0]!);
    const classes: CompiledClass[] = [];
    for (let i = 0; i < header.classes; i++)
      classes.push({ name: new TextDecoder().decode(blobs[1 + 2 * i]), bytes: blobs[2 + 2 * i]! });
    if (header.status === 2) await this.stop(); // it exits by itself after a crash; make sure the next compile restarts it
    if (header.status === 0) return { ok: true, classes, output: output.trim() ? output : null };
    return { ok: false, output };
  }

  private ensureServer(): Server {
    if (this.server && this.server.proc.exitCode === null && this.server.proc.signalCode === null)
      return this.server;
    const ctx = this.sandbox.context(COMPILER_SLOT, SERVER_PIDS);
    let cgroup: BoxCgroup | undefined;
    try {
      cgroup = ctx.cgroups?.create(`javac-${++this.starts}`, {
        memoryBytes: SERVER_MEMORY_BYTES,
        pidsMax: SERVER_PIDS,
      });
    } catch (err) {
      throw new InfrastructureError(`cannot create the compile server's cgroup: ${(err as Error).message}`);
    }
    const argv = buildBoxArgv({
      identity: ctx.identity,
      procsFiles: cgroup?.procsFiles ?? [],
      rlimits: { fsizeBytes: 1024 * 1024, nproc: ctx.nproc, stackBytes: 64 * 1024 * 1024 },
      binds: [...this.opts.binds, { src: this.publishedSource(), dest: "/srv/CompileServer.java" }],
      tmpfs: [{ dest: "/tmp", bytes: 16 * 1024 * 1024 }],
      command: [
        `${this.opts.javaHome}/bin/java`,
        "-XX:+UseSerialGC",
        "-Xshare:auto",
        "-XX:-UsePerfData",
        `-Xmx${SERVER_HEAP_MB}m`,
        // Deeply nested expressions recurse deeply in javac.
        "-Xss32m",
        "/srv/CompileServer.java",
        String(MAX_STORED_OUTPUT_BYTES),
      ],
    });
    const proc = Bun.spawn(argv, {
      env: LAUNCHER_ENV,
      cwd: "/",
      stdin: "pipe",
      stdout: "pipe",
      stderr: "pipe",
    });
    const stderrTail = drainTail(proc.stderr);
    const reader = new FrameReader(proc.stdout);
    const ready = (async () => {
      const timer = setTimeout(() => proc.kill("SIGKILL"), START_TIMEOUT_MS);
      try {
        await readFrame(reader, ReadyFrame, { maxBlobBytes: 0 });
      } catch (err) {
        await this.stop();
        throw new InfrastructureError(
          `the Java compile server did not start: ${(err as Error).message} ${stderrTail()}`,
        );
      } finally {
        clearTimeout(timer);
      }
    })();
    ready.catch(() => {});
    this.server = { proc, reader, cgroup, uid: ctx.identity?.uid ?? null, ready };
    return this.server;
  }

  private async stop() {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.proc.kill("SIGKILL");
    server.reader.cancel();
    await server.proc.exited;
    if (server.cgroup) await server.cgroup.destroy().catch(() => {});
    else if (server.uid !== null) await killUid(server.uid);
  }
}

/** Keeps the last few KB of the server's stderr for start-up error messages, and keeps the pipe drained. */
function drainTail(stream: ReadableStream<Uint8Array>): () => string {
  let tail = "";
  (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) tail = (tail + decoder.decode(chunk)).slice(-4096);
  })().catch(() => {});
  return () => tail.trim();
}
