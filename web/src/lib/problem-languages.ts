import { LANGUAGES, type Language } from "@grindstone/shared";

type Snippets = Partial<Record<Language, string>>;

/** The languages a problem can be solved in: those it has a starter snippet for, in registry order. */
export const snippetLanguages = (codeSnippets: Snippets): Language[] =>
  LANGUAGES.filter((language) => codeSnippets[language] !== undefined);

/**
 * Spec §2.13/§4: the language defaults to the third key of the problem's code snippets (Java in the expected
 * order JAVASCRIPT, PYTHON, JAVA). Postgres' jsonb does not keep key order, so "expected order" is the registry's
 * order; with fewer snippets we take the last one there is.
 */
export function defaultLanguage(codeSnippets: Snippets): Language {
  const available = snippetLanguages(codeSnippets);
  return available[2] ?? available[available.length - 1] ?? LANGUAGES[0];
}
