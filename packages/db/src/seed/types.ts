import type { Difficulty, Language } from "@grindstone/shared";
import type { Example } from "../schema/problems.ts";

/** A seeded problem. Inputs are what the program reads on stdin; outputs what it must print (trailing whitespace ignored). */
export type SeedProblem = {
  slug: string;
  title: string;
  description: string; // Markdown
  difficulty: Difficulty;
  /** "Demo" only on a problem the demo relies on (spec §5: such a problem cannot be deleted); see index.ts. */
  tags: string[];
  companies: string[];
  constraints: string;
  hints?: string;
  editorial?: string;
  examples: Record<Language, Example>;
  codeSnippets: Record<Language, string>;
  referenceSolutions: Record<Language, string>;
  testCases: { input: string; output: string; hidden: boolean }[];
};
