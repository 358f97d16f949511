/**
 * The API reference page's reading of the OpenAPI document (/api/v1/openapi.json): operations grouped by tag, and
 * each schema turned into a compact tree of named, typed nodes ($refs resolved, cycles cut).
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  default?: unknown;
};
type Media = { content?: Record<string, { schema?: JsonSchema }> };
type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: Media;
  responses?: Record<string, Media & { description?: string }>;
};
export type OpenApiDocument = {
  info: { title: string; version: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type SchemaNode = { name: string; type: string; required: boolean; children: SchemaNode[] };
export type OperationView = {
  method: string;
  path: string;
  summary: string;
  note: string;
  signedIn: boolean;
  params: { name: string; where: string; type: string; required: boolean }[];
  body: SchemaNode | null;
  responses: { status: string; description: string; schema: SchemaNode | null }[];
};

const METHOD_ORDER = ["get", "post", "put", "patch", "delete"];

function resolve(doc: OpenApiDocument, schema: JsonSchema): { schema: JsonSchema; ref?: string } {
  if (!schema.$ref) return { schema };
  const ref = schema.$ref.replace("#/components/schemas/", "");
  return { schema: doc.components?.schemas?.[ref] ?? {}, ref };
}

function typeName(doc: OpenApiDocument, raw: JsonSchema): string {
  const { schema, ref } = resolve(doc, raw);
  const union = schema.anyOf ?? schema.oneOf;
  let t: string;
  if (union) t = union.map((s) => typeName(doc, s)).join(" | ");
  else if (schema.enum) t = schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  else if (schema.type === "array" && schema.items) t = `${typeName(doc, schema.items)}[]`;
  else if (Array.isArray(schema.type)) t = schema.type.join(" | ");
  else t = schema.type ?? "any";
  if (schema.format && !schema.enum) t += ` (${schema.format})`;
  return ref ? `${ref}: ${t}` : t;
}

/** A schema as a tree; `seen` holds the component names on the way down, so a recursive schema stops. */
export function schemaTree(
  doc: OpenApiDocument,
  raw: JsonSchema,
  name = "body",
  required = true,
  seen: string[] = [],
): SchemaNode {
  const { schema, ref } = resolve(doc, raw);
  const node: SchemaNode = { name, type: typeName(doc, raw), required, children: [] };
  if (ref && seen.includes(ref)) return node;
  let path = ref ? [...seen, ref] : seen;
  // An array shows its items' fields directly under it.
  let nested = schema;
  if (schema.type === "array" && schema.items) {
    const item = resolve(doc, schema.items);
    if (item.ref && path.includes(item.ref)) return node;
    nested = item.schema;
    if (item.ref) path = [...path, item.ref];
  }
  if (nested.properties) {
    node.children = Object.entries(nested.properties).map(([key, child]) =>
      schemaTree(doc, child, key, nested.required?.includes(key) ?? false, path),
    );
  } else if (nested.additionalProperties && typeof nested.additionalProperties === "object") {
    node.children = [schemaTree(doc, nested.additionalProperties, "[key]", false, path)];
  }
  return node;
}

const jsonSchemaOf = (media: Media | undefined) => media?.content?.["application/json"]?.schema;

/** Every operation of the document, grouped by its first tag, in the document's tag order. */
export function operationsByTag(doc: OpenApiDocument): { tag: string; operations: OperationView[] }[] {
  const groups = new Map<string, OperationView[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    const methods = Object.keys(item).sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
    for (const method of methods) {
      const op = item[method]!;
      const body = jsonSchemaOf(op.requestBody);
      const view: OperationView = {
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? "",
        note: op.description ?? "",
        signedIn: (op.security ?? [{}]).length > 0,
        params: (op.parameters ?? []).map((p) => ({
          name: p.name,
          where: p.in,
          type: p.schema ? typeName(doc, p.schema) : "any",
          required: p.required ?? false,
        })),
        body: body ? schemaTree(doc, body) : null,
        responses: Object.entries(op.responses ?? {}).map(([status, r]) => {
          const schema = jsonSchemaOf(r);
          return {
            status,
            description: r.description ?? "",
            schema: schema ? schemaTree(doc, schema) : null,
          };
        }),
      };
      const tag = op.tags?.[0] ?? "other";
      groups.set(tag, [...(groups.get(tag) ?? []), view]);
    }
  }
  return [...groups].map(([tag, operations]) => ({ tag, operations }));
}
