import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/** The parts of an OpenAPI 3.1 document the checks read. */
export type OpenApiDoc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};
type Media = { content?: { "application/json"?: { schema?: object } } };
type Operation = { requestBody?: Media; responses: Record<string, Media> };

/**
 * Checks JSON bodies against an OpenAPI 3.1 document with Ajv (its schemas are JSON Schema 2020-12): finds the
 * operation a concrete path matches, then validates a request body or a response body of a given status.
 */
export function openApiChecker(doc: OpenApiDoc, basePath: string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<object, ReturnType<typeof ajv.compile>>();
  // Each schema is compiled with the document's components beside it, so its "#/components/schemas/X" refs resolve.
  const validatorOf = (schema: object) => {
    let v = compiled.get(schema);
    if (!v) {
      v = ajv.compile({ ...schema, components: doc.components });
      compiled.set(schema, v);
    }
    return v;
  };
  const templates = Object.keys(doc.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}/?$`),
  }));

  /** The documented template a request path matches; a literal segment beats a parameter ("/playlist/public"). */
  function templateOf(method: string, path: string) {
    const bare = path.split("?")[0]!.slice(basePath.length) || "/";
    const matches = templates.filter(
      (t) => t.pattern.test(bare) && doc.paths[t.template]?.[method.toLowerCase()],
    );
    matches.sort((a, b) => paramCount(a.template) - paramCount(b.template));
    return matches[0]?.template;
  }

  const check = (schema: object | undefined, body: unknown, what: string) => {
    if (!schema) return `${what}: no schema documented`;
    const validate = validatorOf(schema);
    if (validate(body)) return null;
    return `${what}: ${ajv.errorsText(validate.errors, { separator: "; " })}`;
  };

  return {
    templateOf,
    /** null when valid, else why not. */
    request(method: string, template: string, body: unknown) {
      const op = doc.paths[template]?.[method.toLowerCase()];
      return check(
        op?.requestBody?.content?.["application/json"]?.schema,
        body,
        `${method} ${template} body`,
      );
    },
    response(method: string, template: string, status: number, body: unknown) {
      const op = doc.paths[template]?.[method.toLowerCase()];
      const documented = op?.responses[String(status)] ?? op?.responses.default;
      return check(
        documented?.content?.["application/json"]?.schema,
        body,
        `${method} ${template} ${status} response`,
      );
    },
  };
}

const paramCount = (template: string) => (template.match(/\{/g) ?? []).length;
