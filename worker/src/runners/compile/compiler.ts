/** A compile step's result, whichever compiler ran it: the files every test box of the submission gets. */
export type CompiledFile = { path: string; bytes: Uint8Array; executable?: boolean };
export type CompileOutcome =
  | { ok: true; files: CompiledFile[]; output: string | null }
  | { ok: false; output: string };

export interface Compiler {
  compile(source: string): Promise<CompileOutcome>;
  /** Starts the compiler ahead of the first submission. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export const COMPILE_TIMED_OUT = (seconds: number) => `Compilation timed out after ${seconds} s.`;
export const COMPILER_OUT_OF_RESOURCES = "The compiler ran out of resources compiling this program.";
