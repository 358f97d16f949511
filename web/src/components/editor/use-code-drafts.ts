import type { Language, ProblemDetail } from "@grindstone/shared";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { SourceEditorHandle } from "@/components/editor/source-editor.tsx";
import { readDraft, readLanguage, saveDraft, saveLanguage } from "@/lib/code-drafts.ts";
import { defaultLanguage, snippetLanguages } from "@/lib/problem-languages.ts";

/** Drafts are written this long after the last edit: often enough to survive a crash, rarely enough to be free. */
const DRAFT_SAVE_MS = 400;

/**
 * A problem page's code (practice or contest): the language (remembered per draft key), the editor handle, and
 * drafts kept per user × draft key × language. The draft key is the problem's id on the practice page; a contest
 * passes its own key, so its drafts are apart from the practice page's and a contest starts from the starter code.
 * The editor owns the text; this reads it only to save a draft, run, or submit.
 */
export function useCodeDrafts(problem: ProblemDetail, userId: string, draftKey: string = problem.id) {
  const scope = useMemo(() => ({ userId, problemId: draftKey }), [userId, draftKey]);
  const available = (l: Language | null) => l !== null && problem.codeSnippets[l] !== undefined;
  const [language, setLanguage] = useState<Language>(() => {
    const remembered = readLanguage(scope);
    return remembered && available(remembered) ? remembered : defaultLanguage(problem.codeSnippets);
  });
  const editor = useRef<SourceEditorHandle>(null);
  const live = useRef({ language, problem });
  live.current = { language, problem };
  /** The unsaved edit: which language, and how to read its model's text (valid until the model goes). */
  const unsaved = useRef<{ language: Language; read: () => string | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loadAfterSwitch = useRef<{ code: string; language: Language } | null>(null);

  const starter = useCallback((l: Language) => live.current.problem.codeSnippets[l] ?? "", []);

  /** Writes the waiting edit now, if there is one. */
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const edit = unsaved.current;
    unsaved.current = null;
    const text = edit?.read();
    if (edit && typeof text === "string") saveDraft(scope, edit.language, text, starter(edit.language));
  }, [scope, starter]);

  const onContentChange = useCallback(
    (read: () => string | null) => {
      unsaved.current = { language: live.current.language, read };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_MS);
    },
    [flush],
  );

  // Leaving the page (another route, a reload, a closed tab) must not drop the last 400 ms of typing.
  useEffect(() => {
    const onHide = () => flush();
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onHide);
      flush();
    };
  }, [flush]);

  // A submission loaded in another language lands once the editor shows that language's model.
  useEffect(() => {
    const pending = loadAfterSwitch.current;
    if (pending === null || pending.language !== language) return;
    editor.current?.replaceValue(pending.code);
    loadAfterSwitch.current = null;
  }, [language]);

  const changeLanguage = (next: Language) => {
    flush();
    saveLanguage(scope, next);
    setLanguage(next);
  };

  /** The text a language would show: the live model for the current one, else its stored draft or starter. */
  const textOf = (l: Language) =>
    l === language ? (editor.current?.getValue() ?? "") : (readDraft(scope, l) ?? starter(l));

  return {
    language,
    /** The languages offered: those the problem has a starter snippet for. */
    languages: snippetLanguages(problem.codeSnippets),
    changeLanguage,
    editor,
    onContentChange,
    /** The editor calls this before its models go, so an edit from the last 400 ms is kept too. */
    flush,
    /** The editor keeps its models per this scope and language. */
    modelScope: `${userId}/${draftKey}`,
    /** The text a new model starts with (only read when the editor creates that language's model). */
    initialCode: readDraft(scope, language) ?? starter(language),
    /** The code to send now; also saves it, so what ran is what a reload shows. */
    currentCode: () => {
      flush();
      return editor.current?.getValue() ?? "";
    },
    isStarter: (l: Language) => textOf(l) === starter(l),
    textOf,
    resetToStarter: () => editor.current?.replaceValue(starter(language)),
    /** Replaces the code (switching language first when needed), as one undoable edit. */
    load: (code: string, target: Language) => {
      if (target === language) {
        editor.current?.replaceValue(code);
        return;
      }
      loadAfterSwitch.current = { code, language: target };
      changeLanguage(target);
    },
  };
}
