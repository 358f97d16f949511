import { createElement, useEffect } from "react";
import hotToast, { Toaster, useToasterStore } from "react-hot-toast";

/** Spec §9: at most 20 toasts are kept on screen; older ones are dismissed as new ones arrive. */
export const MAX_VISIBLE_TOASTS = 20;

/** Where a toast appears; the default (top-right) is set on the Toaster, §8 names the exceptions. */
export interface ToastOptions {
  position?: "top-right" | "top-center";
  /** A toast with the id of one still on screen replaces it instead of stacking a copy. */
  id?: string;
}

/**
 * Phones get every toast at the bottom centre (at the top it lay over the problem page's tab strip: Description ·
 * Code · Result), and a phone's toast lets taps through to what is under it: wherever it sits it covers something
 * (at the bottom, the admin form's sticky Update Problem button), and a finger or pointer resting on it paused its
 * timer, so it could stay over that button for good (docs/spec-deviations.md). Same breakpoint as the phone layout
 * (Tailwind's md).
 */
const PHONE_QUERY = "(max-width: 767px)";
const onPhone = () => typeof window !== "undefined" && window.matchMedia?.(PHONE_QUERY).matches === true;
const PHONE_TOAST_STYLE = { pointerEvents: "none" } as const;
const placed = (options?: ToastOptions) =>
  onPhone() ? { ...options, position: "bottom-center" as const, style: PHONE_TOAST_STYLE } : options;

/**
 * The only module that imports react-hot-toast, so the rest of the app depends on this small surface.
 * Durations are the spec's (§9): 4 s for blank, error and custom, 2 s for success, loading never expires.
 */
export const toast = {
  show: (message: string, options?: ToastOptions) => hotToast(message, placed(options)),
  success: (message: string, options?: ToastOptions) => hotToast.success(message, placed(options)),
  error: (message: string, options?: ToastOptions) => hotToast.error(message, placed(options)),
  loading: (message: string) => hotToast.loading(message, placed()),
  dismiss: (id?: string) => hotToast.dismiss(id),
};

function useToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest first, so everything past `limit` is the oldest.
    for (const t of toasts.filter((item) => item.visible).slice(limit)) hotToast.dismiss(t.id);
  }, [toasts, limit]);
}

export function AppToaster() {
  useToastLimit(MAX_VISIBLE_TOASTS);
  return createElement(Toaster, {
    position: onPhone() ? "bottom-center" : "top-right",
    gutter: 10,
    // Below the header on wide screens; above the phone's bottom edge (and its home indicator) on phones.
    containerStyle: { top: 80, bottom: 24 },
    toastOptions: {
      style: {
        maxWidth: 350,
        background: "#0f172a",
        color: "#e2e8f0",
        border: "1px solid rgba(148, 163, 184, 0.2)",
        boxShadow: "0 10px 30px -10px rgba(0, 0, 0, 0.6)",
        fontSize: "0.9rem",
      },
      blank: { duration: 4000 },
      error: { duration: 4000, iconTheme: { primary: "#f43f5e", secondary: "#0f172a" } },
      custom: { duration: 4000 },
      success: { duration: 2000, iconTheme: { primary: "#10b981", secondary: "#0f172a" } },
      loading: { duration: Number.POSITIVE_INFINITY },
    },
  });
}
