import { type Language, STDIN_STARTERS } from "@grindstone/shared";

/**
 * Starter templates the update form falls back on for a required language the problem has none for (spec §2.15);
 * an optional language starts empty, so it is only added on purpose. The plain stdin/stdout starters of
 * packages/shared (what an imported problem offers too).
 */
export const DEFAULT_SNIPPETS: Partial<Record<Language, string>> = {
  JAVASCRIPT: STDIN_STARTERS.JAVASCRIPT,
  PYTHON: STDIN_STARTERS.PYTHON,
  JAVA: STDIN_STARTERS.JAVA,
};
