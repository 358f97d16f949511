import type { JavaCompileServer } from "../java/compile-server.ts";
import { InfrastructureError } from "../runner.ts";
import type { CompileOutcome, Compiler } from "./compiler.ts";

/** The warm javac (java/compile-server.ts) as a Compiler: its classes become files under classes/. */
export function warmJavac(server: JavaCompileServer): Compiler {
  return {
    warmUp: () => server.warmUp(),
    close: () => server.close(),
    async compile(source): Promise<CompileOutcome> {
      const compiled = await server.compile(source);
      if (!compiled.ok) return compiled;
      return {
        ok: true,
        output: compiled.output,
        files: compiled.classes.map((c) => ({ path: classFilePath(c.name), bytes: c.bytes })),
      };
    },
  };
}

// A binary class name (javac's own output) as a relative path; anything else is refused rather than written.
const BINARY_NAME = /^[\p{L}\p{Nl}_$][\p{L}\p{N}_$]*(\.[\p{L}\p{Nl}_$][\p{L}\p{N}_$]*)*$/u;
function classFilePath(name: string): string {
  if (!BINARY_NAME.test(name))
    throw new InfrastructureError(`unexpected class name from the compiler: ${name}`);
  return `classes/${name.replaceAll(".", "/")}.class`;
}
