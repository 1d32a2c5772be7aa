import { expect } from "vitest";
import { z } from "zod";
import type { TestResponse } from "./harness.ts";

export const METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type Method = (typeof METHODS)[number];

/** The OpenAPI document as `GET /api/openapi.json` serves it. */
export type OpenApiDocument = {
  paths: Record<string, Record<string, any>>;
  components?: { schemas?: Record<string, unknown> };
};

/** A zod validator for one of the document's schemas, its `#/components/schemas` references resolved. */
export function validatorFor(document: OpenApiDocument, schema: unknown) {
  const local = (value: unknown) =>
    JSON.parse(JSON.stringify(value).replaceAll("#/components/schemas/", "#/$defs/"));
  return z.fromJSONSchema({ ...local(schema), $defs: local(document.components?.schemas ?? {}) });
}

/** Asserts that the answer's status is documented for the operation and its body matches the schema. */
export function expectDocumented(document: OpenApiDocument, method: string, path: string, res: TestResponse) {
  const responses = document.paths[path]?.[method]?.responses ?? {};
  const documented = responses[String(res.status)];
  expect(documented, `${method.toUpperCase()} ${path} answered ${res.status}: not documented`).toBeTruthy();
  const schema = documented.content?.["application/json"]?.schema;
  expect(schema, `${method.toUpperCase()} ${path} ${res.status} has no JSON schema`).toBeTruthy();
  const result = validatorFor(document, schema).safeParse(res.body);
  expect(
    result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`),
    `${method.toUpperCase()} ${path} ${res.status} body ${JSON.stringify(res.body).slice(0, 300)}`,
  ).toEqual([]);
}

/** Every operation of the document: its path template, method and operation object. */
export function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, op: item[method] })),
  );
}

/** A request path for a template: each `{parameter}` filled with a plausible value (`1`). */
export const examplePath = (template: string) => template.replace(/\{[^}]+\}/g, "1");
