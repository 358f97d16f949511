import type { Language, ProblemDetail } from "@grindstone/shared";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { SourceEditorHandle } from "@/components/editor/source-editor.tsx";
import { readDraft, readLanguage, saveDraft, saveLanguage } from "@/lib/code-drafts.ts";
import { defaultLanguage, snippetLanguages } from "@/lib/problem-languages.ts";

/** Drafts are written this long after the last edit (as on the problem page). */
const DRAFT_SAVE_MS = 400;

/**
 * The contest problem's code: the language (the third snippet's by default, then the one last chosen here) and
 * drafts kept per user × contest × problem × language, apart from the practice page's, so a contest starts
 * from the starter code. The editor owns the text; this reads it to save a draft, run or submit.
 */
export function useContestCode(problem: ProblemDetail, userId: string, contestId: string) {
  const scope = useMemo(
    () => ({ userId, problemId: `contest:${contestId}:${problem.id}` }),
    [userId, contestId, problem.id],
  );
  const [language, setLanguage] = useState<Language>(() => {
    const remembered = readLanguage(scope);
    return remembered && problem.codeSnippets[remembered] !== undefined
      ? remembered
      : defaultLanguage(problem.codeSnippets);
  });
  const editor = useRef<SourceEditorHandle>(null);
  const starter = useCallback((l: Language) => problem.codeSnippets[l] ?? "", [problem.codeSnippets]);
  const unsaved = useRef<{ language: Language; read: () => string | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const current = useRef(language);
  current.current = language;

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const edit = unsaved.current;
    unsaved.current = null;
    const text = edit?.read();
    if (edit && typeof text === "string") saveDraft(scope, edit.language, text, starter(edit.language));
  }, [scope, starter]);

  const onContentChange = useCallback(
    (read: () => string | null) => {
      unsaved.current = { language: current.current, read };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_MS);
    },
    [flush],
  );

  // Leaving the page must not drop the last 400 ms of typing.
  useEffect(() => {
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [flush]);

  return {
    language,
    /** The languages offered: those the problem has a starter snippet for. */
    languages: snippetLanguages(problem.codeSnippets),
    changeLanguage: (next: Language) => {
      flush();
      saveLanguage(scope, next);
      setLanguage(next);
    },
    editor,
    onContentChange,
    flush,
    initialCode: readDraft(scope, language) ?? starter(language),
    modelScope: `${userId}/${scope.problemId}`,
    currentCode: () => {
      flush();
      return editor.current?.getValue() ?? "";
    },
  };
}
