import { useSyncExternalStore } from "react";

/** Whether a CSS media query matches now, kept current as the window changes (e.g. a phone rotates). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `md` breakpoint: from here the wide layouts (tables, side-by-side filters) fit. */
export const WIDE_SCREEN = "(min-width: 768px)";
