import type { Language } from "@grindstone/shared";

/** Monaco's language ids for ours. */
export const MONACO_LANGUAGE: Record<Language, string> = {
  JAVASCRIPT: "javascript",
  PYTHON: "python",
  JAVA: "java",
};

export const LANGUAGE_LABEL: Record<Language, string> = {
  JAVASCRIPT: "JavaScript",
  PYTHON: "Python",
  JAVA: "Java",
};
