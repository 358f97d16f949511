import { LANGUAGES, type Language, type ProblemDetail } from "@grindstone/shared";

/**
 * Spec §4: the language defaults to the third key of the problem's code snippets (Java in the expected
 * order JAVASCRIPT, PYTHON, JAVA). Postgres' jsonb does not keep key order, so "expected order" is the order
 * of LANGUAGES; with fewer snippets we take the last one there is.
 */
export function defaultLanguage(codeSnippets: ProblemDetail["codeSnippets"]): Language {
  const available = LANGUAGES.filter((language) => codeSnippets[language] !== undefined);
  return available[2] ?? available[available.length - 1] ?? "JAVASCRIPT";
}
