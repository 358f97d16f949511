import { useEffect, useRef } from "react";

/**
 * Ctrl/Cmd+Enter runs and Ctrl/Cmd+Shift+Enter submits from anywhere on the page (a test case box, a
 * button). Inside the editor Monaco's own actions take these keys first, so they are left alone there.
 */
export function useRunShortcuts(actions: { run: () => void; submit: () => void }) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(".monaco-editor, [role=dialog]")) return;
      event.preventDefault();
      if (event.shiftKey) latest.current.submit();
      else latest.current.run();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
