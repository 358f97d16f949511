// Class recipes for form controls outside the auth screens (dialogs, admin forms), so every input,
// select and textarea looks alike and marks an error the same way.
const control =
  "w-full rounded-xl border bg-slate-900/70 px-3.5 py-2.5 text-sm text-slate-100 placeholder:text-slate-500 outline-none transition focus:ring-2 disabled:opacity-60";

export function controlClass(hasError = false) {
  return `${control} ${
    hasError
      ? "border-red-500/70 focus:border-red-500 focus:ring-red-500/30"
      : "border-slate-700 focus:border-amber-400 focus:ring-amber-400/25"
  }`;
}

export const labelClass = "block text-sm font-medium text-slate-300";

export const fieldErrorClass = "mt-1.5 text-sm text-red-500";
