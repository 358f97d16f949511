import type { Ran } from "../judge/decide.ts";
import type { LanguageDescriptor } from "./languages/index.ts";
import { decodeCapped } from "./sandbox/output-collector.ts";
import type { BoxResult } from "./sandbox/supervised-box.ts";

/**
 * What the embedded sandbox saw of one test, in the runner-neutral terms the verdict module decides on
 * (judge/decide.ts). The language's own words for running out of memory or file space count as the sandbox's.
 */
export function ranInBox(
  language: Pick<LanguageDescriptor, "outOfMemory" | "fileTooLarge" | "runtimeHeapCap">,
  box: BoxResult,
): Ran {
  const stderr = decodeCapped(box.stderr, box.stderr.byteLength);
  return {
    killedFor: box.killedFor,
    exitCode: box.exitCode,
    termSignal: box.termSignal,
    oomKilled: box.oomKilled,
    runtimeOutOfMemory: language.outOfMemory.test(stderr),
    runtimeFileTooLarge: language.fileTooLarge.test(stderr),
    cpuMs: box.cpuMs,
    wallMs: box.wallMs,
    memoryKb: box.memoryKb,
    memorySlackKb: language.runtimeHeapCap ? Number.POSITIVE_INFINITY : 0,
    stdout: box.stdout,
    stderr: box.stderr,
  };
}
