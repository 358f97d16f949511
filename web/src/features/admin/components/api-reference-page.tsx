import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { openApiQueryOptions } from "../api/get-openapi.ts";
import { type OperationView, operationsByTag, type SchemaNode } from "../lib/openapi-view.ts";

const METHOD_COLOUR: Record<string, string> = {
  GET: "bg-sky-500/15 text-sky-300",
  POST: "bg-emerald-500/15 text-emerald-300",
  PUT: "bg-amber-500/15 text-amber-300",
  PATCH: "bg-violet-500/15 text-violet-300",
  DELETE: "bg-rose-500/15 text-rose-300",
};

function SchemaTree({ node, depth = 0 }: { node: SchemaNode; depth?: number }) {
  return (
    <li>
      <span className="text-slate-200">{node.name}</span>
      {!node.required && <span className="text-slate-500">?</span>}
      <span className="ml-2 text-slate-400">{node.type}</span>
      {node.children.length > 0 && (
        <ul className="ml-4 border-l border-slate-800 pl-3">
          {node.children.map((child) => (
            <SchemaTree key={child.name} node={child} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Operation({ op }: { op: OperationView }) {
  return (
    <details className="rounded-lg border border-slate-800 bg-slate-900/60" data-testid="api-operation">
      <summary className="flex cursor-pointer flex-wrap items-center gap-3 px-4 py-3">
        <span className={`rounded px-2 py-0.5 font-mono text-xs font-bold ${METHOD_COLOUR[op.method] ?? ""}`}>
          {op.method}
        </span>
        <code className="font-mono text-sm text-white">{op.path}</code>
        <span className="text-sm text-slate-400">{op.summary}</span>
        {!op.signedIn && <span className="text-xs text-slate-500">no sign-in</span>}
      </summary>
      <div className="space-y-4 border-t border-slate-800 px-4 py-3 font-mono text-xs">
        {op.note && <p className="font-sans text-sm text-slate-300">{op.note}</p>}
        {op.params.length > 0 && (
          <section>
            <h4 className="mb-1 font-sans text-sm font-semibold text-slate-300">Parameters</h4>
            <ul>
              {op.params.map((p) => (
                <li key={`${p.where}-${p.name}`}>
                  <span className="text-slate-200">{p.name}</span>
                  {!p.required && <span className="text-slate-500">?</span>}
                  <span className="ml-2 text-slate-500">in {p.where}</span>
                  <span className="ml-2 text-slate-400">{p.type}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {op.body && (
          <section>
            <h4 className="mb-1 font-sans text-sm font-semibold text-slate-300">Request body</h4>
            <ul>
              <SchemaTree node={op.body} />
            </ul>
          </section>
        )}
        <section>
          <h4 className="mb-1 font-sans text-sm font-semibold text-slate-300">Responses</h4>
          {op.responses.map((r) => (
            <div key={r.status} className="mb-2">
              <p className="font-sans text-sm text-slate-300">
                <span className="font-mono font-bold">{r.status}</span> {r.description}
              </p>
              {r.schema && r.status.startsWith("2") && (
                <ul>
                  <SchemaTree node={r.schema} />
                </ul>
              )}
            </div>
          ))}
        </section>
      </div>
    </details>
  );
}

/** /api-docs: the API reference for admins and tool authors, drawn from /api/v1/openapi.json (no third-party UI). */
export function ApiReferencePage() {
  const doc = useQuery(openApiQueryOptions());
  const groups = useMemo(() => (doc.data ? operationsByTag(doc.data) : []), [doc.data]);
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-4xl font-bold tracking-tight text-white">API reference</h1>
        <p className="mt-2 text-slate-400">
          {doc.data ? `${doc.data.info.title} API ${doc.data.info.version}, ` : ""}base path{" "}
          <code>{doc.data?.servers?.[0]?.url ?? "/api/v1"}</code>. Sessions are the sign-in cookie; every
          error is <code>{"{ error, code }"}</code>. The machine-readable document:{" "}
          <a className="text-sky-400 underline" href="/api/v1/openapi.json">
            /api/v1/openapi.json
          </a>
          .
        </p>
      </header>
      {doc.isPending && <p className="mt-8 text-slate-400">Loading…</p>}
      {groups.map((group) => (
        <section key={group.tag} className="mt-10" aria-labelledby={`api-tag-${group.tag}`}>
          <h2 id={`api-tag-${group.tag}`} className="mb-3 text-2xl font-semibold capitalize text-white">
            {group.tag}
          </h2>
          <div className="space-y-2">
            {group.operations.map((op) => (
              <Operation key={`${op.method} ${op.path}`} op={op} />
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}
