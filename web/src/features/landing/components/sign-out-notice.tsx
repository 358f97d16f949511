/** Why the visitor was signed out (blocked, session ended), above the hero so it is the first thing read. */
export function SignOutNotice({ text }: { text: string }) {
  return (
    <div className="relative z-10 px-4 pt-20 sm:px-6 lg:px-8">
      <p
        role="alert"
        data-testid="sign-out-notice"
        className="mx-auto max-w-3xl rounded-2xl border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-sm text-amber-100"
      >
        {text}
      </p>
    </div>
  );
}
