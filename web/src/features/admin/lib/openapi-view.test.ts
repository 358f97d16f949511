import { describe, expect, test } from "bun:test";
import { type OpenApiDocument, operationsByTag, schemaTree } from "./openapi-view.ts";

const doc: OpenApiDocument = {
  info: { title: "T", version: "1" },
  paths: {
    "/things/{id}": {
      delete: { tags: ["things"], summary: "Delete", responses: {} },
      get: {
        tags: ["things"],
        summary: "One thing",
        parameters: [{ in: "path", name: "id", required: true, schema: { type: "string", format: "uuid" } }],
        responses: {
          "200": {
            description: "OK",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } },
          },
        },
      },
    },
    "/health": { get: { tags: ["health"], security: [], responses: {} } },
  },
  components: {
    schemas: {
      Thing: {
        type: "object",
        properties: {
          name: { type: "string" },
          kind: { enum: ["a", "b"] },
          parts: { type: "array", items: { $ref: "#/components/schemas/Thing" } },
        },
        required: ["name"],
      },
    },
  },
};

describe("openapi-view", () => {
  test("groups operations by tag, GET before DELETE, and tells public ones apart", () => {
    const groups = operationsByTag(doc);
    expect(groups.map((g) => g.tag)).toEqual(["things", "health"]);
    expect(groups[0]!.operations.map((o) => o.method)).toEqual(["GET", "DELETE"]);
    expect(groups[0]!.operations[0]!.params).toEqual([
      { name: "id", where: "path", type: "string (uuid)", required: true },
    ]);
    expect([groups[0]!.operations[0]!.signedIn, groups[1]!.operations[0]!.signedIn]).toEqual([true, false]);
  });

  test("a schema becomes a tree: refs resolved, enums and arrays named, a recursive ref cut", () => {
    const tree = schemaTree(doc, { $ref: "#/components/schemas/Thing" });
    expect(tree.type).toBe("Thing: object");
    expect(tree.children.map((c) => [c.name, c.type, c.required])).toEqual([
      ["name", "string", true],
      ["kind", '"a" | "b"', false],
      ["parts", "Thing: object[]", false],
    ]);
    expect(tree.children[2]!.children).toEqual([]);
  });
});
