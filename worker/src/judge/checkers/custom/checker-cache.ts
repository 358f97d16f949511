import { createHash } from "node:crypto";
import { type CustomChecker, compilerOutputText, type Language } from "@grindstone/shared";
import type { BoxCompiler } from "../../../runners/compile/box-compiler.ts";
import type { CompiledFile } from "../../../runners/compile/compiler.ts";
import { DESCRIPTORS, type LanguageDescriptor, type Toolchains } from "../../../runners/languages/index.ts";
import { InfrastructureError } from "../../../runners/runner.ts";
import { BOX_DIR } from "../../../runners/sandbox/launch-args.ts";
import { STACK_BYTES } from "../../../runners/sandbox/supervised-box.ts";

/**
 * A checker made ready to run, once per checker version per worker: compiled (C++) or just its source (Python,
 * JavaScript, TypeScript), keyed by the hash of its language, source and headers. A checker that does not compile is
 * cached too (the same source fails the same way); a sandbox failure is not (the next check tries again).
 */
export type ReadyChecker = {
  ok: true;
  key: string;
  /** Written under /box/checker in the checker's box before its first check. */
  files: CompiledFile[];
  /** The checker's own command; the protocol's arguments follow. */
  argv: string[];
  /** A Python checker runs in a fork of the box's zygote (zygote.py): no interpreter start per check. */
  pythonInline?: string;
  env?: Record<string, string>;
  /** RLIMIT_AS for runtimes that tolerate it (only applied without a memory cgroup). */
  addressSpaceLimit: boolean;
  /** The box starts its Python zygote with it. */
  pythonZygoteEnv?: Record<string, string>;
};
export type PreparedChecker = ReadyChecker | { ok: false; key: string; output: string };

/** Where a checker's files are in its box. */
export const CHECKER_DIR = "checker";

export const checkerKey = (c: Pick<CustomChecker, "language" | "source" | "headers">) =>
  createHash("sha256")
    .update(JSON.stringify([c.language, c.source, c.headers.map((h) => [h.name, h.content])]))
    .digest("hex");

export type CheckerCacheDeps = {
  toolchains: Toolchains;
  /** The compiler box of a compiled language (one per language, started on first use). */
  compiler(language: Language): BoxCompiler;
  memoryBytes: number;
  /** Kept checkers; the least recently used is forgotten past this. */
  size: number;
};

export class CheckerCache {
  private readonly entries = new Map<string, Promise<PreparedChecker>>();
  /** Compiles started (a test checks that a cached checker compiles nothing). */
  compiles = 0;

  constructor(private readonly deps: CheckerCacheDeps) {}

  /** `key`: checkerKey(checker), when the caller has it (hashing a 200 KB testlib.h per check is waste). */
  get(
    checker: Pick<CustomChecker, "language" | "source" | "headers">,
    key = checkerKey(checker),
  ): Promise<PreparedChecker> {
    let entry = this.entries.get(key);
    if (entry) {
      // Most recently used last: the first key is the one to forget.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry;
    }
    entry = this.prepare(key, checker);
    this.entries.set(key, entry);
    entry.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.deps.size) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  private async prepare(
    key: string,
    checker: Pick<CustomChecker, "language" | "source" | "headers">,
  ): Promise<PreparedChecker> {
    const d: LanguageDescriptor = DESCRIPTORS[checker.language];
    const toolchain = this.deps.toolchains[checker.language];
    const fail = (output: string): PreparedChecker => ({ ok: false, key, output });
    if (!toolchain) return fail(`This worker has no ${checker.language} toolchain to run the checker.`);
    // The warm javac hands back class directories, not files; Java checkers are rare in real packages.
    if (d.compile?.warm) return fail(`Checkers in ${checker.language} are not supported: use C++ or Python.`);
    const clash = checker.headers.find((h) => h.name === d.sourceFile);
    if (clash) return fail(`A header cannot be named ${clash.name}: that is the checker's own file name.`);
    const encode = (text: string) => new TextEncoder().encode(text);
    const dir = `${BOX_DIR}/${CHECKER_DIR}`;
    const run = d.run(toolchain, {
      dir,
      memoryMb: Math.floor(this.deps.memoryBytes / (1024 * 1024)),
      stackBytes: STACK_BYTES,
    });
    const common = {
      ok: true as const,
      key,
      argv: run,
      env: d.env,
      addressSpaceLimit: d.addressSpaceLimit === true,
    };
    if (!d.compile) {
      const files = [
        ...checker.headers.map((h) => ({ path: `${CHECKER_DIR}/${h.name}`, bytes: encode(h.content) })),
        { path: `${CHECKER_DIR}/${d.sourceFile}`, bytes: encode(checker.source) },
      ];
      return d.pythonZygote
        ? {
            ...common,
            files,
            pythonInline: `${dir}/${d.sourceFile}`,
            pythonZygoteEnv: { ...d.env },
          }
        : { ...common, files };
    }
    this.compiles++;
    const compiled = await this.deps
      .compiler(checker.language)
      .compile(
        checker.source,
        checker.headers.map((h) => ({ name: h.name, bytes: encode(h.content) })),
      )
      .catch((err: Error) => {
        throw err instanceof InfrastructureError
          ? err
          : new InfrastructureError(`compiling a checker: ${err.message}`);
      });
    if (!compiled.ok) return fail(compilerOutputText(compiled.output));
    return {
      ...common,
      files: compiled.files.map((f) => ({ ...f, path: `${CHECKER_DIR}/${f.path}` })),
    };
  }
}
