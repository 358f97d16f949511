/**
 * The variable names an env schema declares. The API's schema is an object wrapped in refinements and transforms,
 * so this walks down to the object's shape. Deployment files (compose, Kubernetes) are checked against it: a
 * misspelt variable would otherwise be ignored silently and the default used.
 */
export const knownKeys = (schema: unknown) => {
  let def = (schema as { _zod: { def: unknown } })._zod.def as {
    shape?: Record<string, unknown>;
    in?: { _zod: { def: unknown } };
    schema?: { _zod: { def: unknown } };
  };
  while (!def.shape) def = (def.in ?? def.schema)!._zod.def as typeof def;
  return Object.keys(def.shape);
};
