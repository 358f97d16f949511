import { importUrlBodySchema } from "@grindstone/shared";
import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { controlClass, fieldErrorClass, labelClass } from "@/components/ui/field-styles.ts";
import { Spinner } from "@/components/ui/spinner.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useStartImport } from "../hooks/use-start-import.ts";
import { ARCHIVE_ACCEPT, ARCHIVE_EXTENSIONS, isArchiveName } from "../lib/report.ts";

type SourceKind = "file" | "url";

const SOURCE_CHOICES: { value: SourceKind; label: string }[] = [
  { value: "file", label: "Upload an archive" },
  { value: "url", label: "Paste a URL" },
];

/** The admin's own mistakes, caught before sending; the server checks the same and more. */
function checkSource(kind: SourceKind, file: File | null, url: string): string | null {
  if (kind === "file") {
    if (!file) return "Choose an archive to upload.";
    if (!isArchiveName(file.name)) return `The archive must end in ${ARCHIVE_EXTENSIONS.join(", ")}.`;
    return null;
  }
  const parsed = importUrlBodySchema.shape.url.safeParse(url);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Enter an http(s) URL.");
}

/** Upload an archive of problem packages, or give its URL; on 202 the import's report opens. */
export function ImportForm() {
  const start = useStartImport();
  const [kind, setKind] = useState<SourceKind>("file");
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState("");
  const [verify, setVerify] = useState(true);
  const [checkError, setCheckError] = useState<string | null>(null);
  const ids = { file: useId(), url: useId(), verify: useId(), verifyHelp: useId(), sourceHelp: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkSource(kind, file, url);
    setCheckError(problem);
    if (problem) return;
    start.mutate({
      source: kind === "file" && file ? { kind: "file", file } : { kind: "url", url: url.trim() },
      verify,
    });
  };

  const serverError = start.isError ? errorMessage(start.error, "The server did not say why.") : null;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="import-form-heading"
      className="rounded-2xl border border-slate-800 bg-slate-900/60 p-5 sm:p-6"
    >
      <h2 id="import-form-heading" className="text-xl font-semibold text-white">
        New import
      </h2>
      <fieldset className="mt-4">
        <legend className={labelClass}>Source</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {SOURCE_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer items-center gap-2 text-sm text-slate-200"
            >
              <input
                type="radio"
                name="import-source"
                value={choice.value}
                checked={kind === choice.value}
                onChange={() => {
                  setKind(choice.value);
                  // The file input is drawn afresh (empty) when its choice comes back: forget the file with it.
                  setFile(null);
                  setCheckError(null);
                }}
                className="size-4 accent-amber-400"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-4">
        {kind === "file" ? (
          <>
            <label htmlFor={ids.file} className={labelClass}>
              Archive
            </label>
            <input
              id={ids.file}
              type="file"
              accept={ARCHIVE_ACCEPT}
              aria-describedby={ids.sourceHelp}
              aria-invalid={checkError ? true : undefined}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setCheckError(null);
              }}
              className={`${controlClass(Boolean(checkError))} mt-1.5 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-700 file:px-3 file:py-1 file:text-sm file:text-slate-100`}
            />
            <p id={ids.sourceHelp} className="mt-1.5 text-xs text-slate-400">
              One package or many, in a .zip, .kpp, .tar, .tar.gz or .tgz archive (Kattis / ICPC problem
              package format, or the Code Jam archive's).
            </p>
          </>
        ) : (
          <>
            <label htmlFor={ids.url} className={labelClass}>
              Archive URL
            </label>
            <input
              id={ids.url}
              type="url"
              inputMode="url"
              placeholder="https://example.com/problems.zip"
              value={url}
              aria-describedby={ids.sourceHelp}
              aria-invalid={checkError ? true : undefined}
              onChange={(e) => {
                setUrl(e.target.value);
                setCheckError(null);
              }}
              className={`${controlClass(Boolean(checkError))} mt-1.5`}
            />
            <p id={ids.sourceHelp} className="mt-1.5 text-xs text-slate-400">
              An http(s) link to a .zip, .kpp or .tar.gz archive; the server downloads it.
            </p>
          </>
        )}
        {checkError ? (
          <p className={fieldErrorClass} data-testid="import-check-error">
            {checkError}
          </p>
        ) : null}
      </div>

      <label htmlFor={ids.verify} className="mt-5 flex cursor-pointer gap-3 text-sm">
        <input
          id={ids.verify}
          type="checkbox"
          checked={verify}
          aria-describedby={ids.verifyHelp}
          onChange={(e) => setVerify(e.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-amber-400"
        />
        <span>
          <span className="block font-medium text-slate-200">Verify submissions and input validators</span>
          <span id={ids.verifyHelp} className="block text-xs text-slate-400">
            Judges every submission the package ships against its tests and runs its input validators; the
            report lists what did not match. Takes longer.
          </span>
        </span>
      </label>

      {serverError ? (
        <div
          role="alert"
          className="mt-5 rounded-xl border border-rose-500/40 bg-rose-500/10 p-4 text-sm"
          data-testid="import-error"
        >
          <p className="font-semibold text-rose-200">The import could not start</p>
          <p className="mt-1 whitespace-pre-wrap break-words text-rose-100/90">{serverError}</p>
        </div>
      ) : null}

      <div className="mt-5 flex justify-end">
        <button type="submit" disabled={start.isPending} className={buttonClass("primary", "md")}>
          {start.isPending ? <Spinner className="size-4" label="Sending" /> : null}
          Import
        </button>
      </div>
    </form>
  );
}
