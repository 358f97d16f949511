import { LANGUAGES, type Language } from "@grindstone/shared";
import { cpp } from "./hostile/cpp.ts";
import { java } from "./hostile/java.ts";
import { javascript } from "./hostile/javascript.ts";
import { python } from "./hostile/python.ts";
import type { HostileSet } from "./hostile/set.ts";
import { typescript } from "./hostile/typescript.ts";

export { NOT_TEXT_HEAD } from "./hostile/set.ts";

/** Every language's hostile programs (hostile/<language>.ts): the type fails the build when a language has none. */
const SETS: Record<Language, HostileSet> = {
  JAVASCRIPT: javascript,
  PYTHON: python,
  JAVA: java,
  TYPESCRIPT: typescript,
  CPP: cpp,
};

/** One attack in every language of the registry. */
export type Programs = Record<Language, string>;

/** Each attack of HostileSet in every language; the attacks that take an argument (a marker, a path) stay functions. */
type ByAttack = {
  [A in keyof HostileSet]: HostileSet[A] extends string ? Programs : (arg: string) => Programs;
};

function byAttack(): ByAttack {
  const inEvery = (attack: keyof HostileSet, arg: string) =>
    Object.fromEntries(
      LANGUAGES.map((l) => {
        const program = SETS[l][attack];
        return [l, typeof program === "string" ? program : program(arg)];
      }),
    ) as Programs;
  const attacks = Object.keys(SETS.JAVASCRIPT) as (keyof HostileSet)[];
  return Object.fromEntries(
    attacks.map((a) => [
      a,
      typeof SETS.JAVASCRIPT[a] === "string" ? inEvery(a, "") : (arg: string) => inEvery(a, arg),
    ]),
  ) as ByAttack;
}

export const {
  INFINITE_LOOP,
  SLEEP,
  FORK_BOMB,
  THREAD_BOMB,
  MEMORY_BOMB,
  ENDLESS_OUTPUT,
  HUGE_FILE,
  DEEP_RECURSION,
  READ_ENVIRONMENT,
  WRITE_FILES,
  CONNECT,
  KILL_PARENT,
  BACKGROUND_CHILD,
  PLANT_SYMLINK,
  NOT_TEXT_OUTPUT,
  KEEP_ACROSS_TESTS,
  SCAN_OWN_MEMORY,
} = byAttack();

/** A javac compile-time bomb: javac inlines each finally block on every exit path, so nesting try/finally N deep
 * emits 2^N copies, until the method passes 64 KB and javac gives up with "code too large": on the warm compile
 * server 20 levels take 9–10 s either way, and more levels do not take longer. */
export function javaCompileBomb(levels: number) {
  let body = "x++;";
  for (let i = 0; i < levels; i++) body = `try { x++; } finally { ${body} }`;
  return `public class Main { static int x; public static void main(String[] a) { ${body} System.out.println(x); } }`;
}
export const JAVA_COMPILE_BOMB = javaCompileBomb(20);

/** A compiler flood: ~60 KB on one line with thousands of undefined names. javac stops at -Xmaxerrs (50), but each
 * error repeats the whole line: ~3 MB of diagnostics for one submission. */
export const JAVA_COMPILE_FLOOD = (() => {
  const uses = Array.from({ length: 4500 }, (_, i) => `s += u${i};`).join(" ");
  return `public class Main { public static void main(String[] a) { int s = 0; ${uses} } }`;
})();
