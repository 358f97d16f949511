import type { Language } from "@grindstone/shared";
import { cpp } from "./cpp.ts";
import type { LanguageDescriptor, Toolchain } from "./descriptor.ts";
import { java } from "./java.ts";
import { javascript } from "./javascript.ts";
import { python } from "./python.ts";
import { typescript } from "./typescript.ts";

export type { LanguageDescriptor, Toolchain } from "./descriptor.ts";

/** One descriptor per language of the registry (packages/shared/src/languages.ts): the type fails the build when
 * a language has none. */
export const DESCRIPTORS: Record<Language, LanguageDescriptor> = {
  JAVASCRIPT: javascript,
  PYTHON: python,
  JAVA: java,
  TYPESCRIPT: typescript,
  CPP: cpp,
};

export type Toolchains = Partial<Record<Language, Toolchain>>;

/** The toolchains installed on this host, found once per runner. */
export function probeToolchains(): Toolchains {
  const found: Toolchains = {};
  for (const d of Object.values(DESCRIPTORS)) {
    const t = d.probe();
    if (t) found[d.language] = t;
  }
  return found;
}

/** What a toolchain's version probe prints (stdout, then stderr: `java -version` writes there). */
export async function toolchainVersion(d: LanguageDescriptor, t: Toolchain): Promise<string> {
  const proc = Bun.spawn(d.versionArgv(t), {
    env: { PATH: "/usr/bin:/bin" },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  await proc.exited;
  return `${out}\n${err}`;
}

/** Each installed toolchain's version line, for the start-up log: which runtime judged is never a guess. */
export async function toolchainVersions(toolchains: Toolchains): Promise<string[]> {
  return Promise.all(
    Object.entries(toolchains).map(async ([language, t]) => {
      const text = await toolchainVersion(DESCRIPTORS[language as Language], t);
      const line = text.split("\n").find((l) => l.trim()) ?? "version unknown";
      return `${language} (${line.trim()})`;
    }),
  );
}
