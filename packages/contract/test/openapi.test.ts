/**
 * Requests are described from zod's input side (a field with a default may be left out, so it is
 * not `required`), responses from the output side (a defaulted field is always there, so it is).
 * Checked over the whole generated document, every schema a request or a response reaches.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument, ClassifyRequest, BatchRequest, ClassificationResult } from '../src/index';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
};
const doc = buildOpenApiDocument() as unknown as {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: Schema }> };
        parameters?: { name: string; required?: boolean; schema?: Schema }[];
        responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
      }
    >
  >;
  components: { schemas: Record<string, Schema> };
};

const resolve = (schema: Schema): Schema => (schema.$ref ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]! : schema);

/** Every object schema reachable from `roots` (through $ref, properties, items and combinators), once each. */
function objectsReachedFrom(roots: Schema[]): { name: string; schema: Schema }[] {
  const seen = new Set<Schema>();
  const found: { name: string; schema: Schema }[] = [];
  const visit = (raw: Schema, name: string) => {
    const schema = resolve(raw);
    if (seen.has(schema)) return;
    seen.add(schema);
    const label = raw.$ref ? raw.$ref.split('/').at(-1)! : name;
    if (schema.properties) found.push({ name: label, schema });
    for (const [key, child] of Object.entries(schema.properties ?? {})) visit(child, `${label}.${key}`);
    if (schema.items) visit(schema.items, `${label}[]`);
    if (typeof schema.additionalProperties === 'object') visit(schema.additionalProperties, `${label}{}`);
    for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) visit(child, label);
  };
  roots.forEach((root, i) => visit(root, `root${i}`));
  return found;
}

const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
const requestRoots = operations.flatMap((op) => Object.values(op.requestBody?.content ?? {}).map((c) => c.schema));
const responseRoots = operations.flatMap((op) => Object.values(op.responses).flatMap((r) => Object.values(r.content ?? {}).map((c) => c.schema)));

/** A property's default, looked up through a $ref (`options: { $ref, default }` carries it beside the ref). */
const hasDefault = (property: Schema) => property.default !== undefined || resolve(property).default !== undefined;

/** zod's own JSON Schema of a named (meta id) schema, input or output side. */
function zodSide(schema: z.ZodType, name: string, io: 'input' | 'output'): Schema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Schema & { $defs?: Record<string, Schema> };
  return json.$defs?.[name] ?? json;
}

describe('OpenAPI: optional request fields, required response fields', () => {
  it('no request field with a default is required, and the request bodies do have such fields', () => {
    const objects = objectsReachedFrom(requestRoots);
    const defaulted: string[] = [];
    for (const { name, schema } of objects) {
      for (const [key, property] of Object.entries(schema.properties!)) {
        if (!hasDefault(property)) continue;
        defaulted.push(`${name}.${key}`);
        expect(schema.required ?? [], `${name}.${key} has a default`).not.toContain(key);
      }
    }
    // The fields generated clients used to demand (a check that the walk reached them).
    expect(defaulted).toEqual(
      expect.arrayContaining([
        'ClassifyRequest.document_type',
        'ClassifyRequest.options',
        'BatchRequest.options',
        'ClassifyOptions.extract_dates',
        'Case.claimant_name',
      ]),
    );
    expect(doc.components.schemas.ClassifyRequest!.required).toEqual(['document']);
    expect(doc.components.schemas.BatchRequest!.required).toEqual(['document']);
  });

  it('no request parameter with a default is required', () => {
    for (const op of operations) {
      for (const parameter of op.parameters ?? []) {
        if (parameter.schema && hasDefault(parameter.schema)) expect(parameter.required, parameter.name).not.toBe(true);
      }
    }
  });

  it('agrees with zod: a request may leave out exactly the fields zod lets it leave out', () => {
    for (const [schema, name] of [
      [ClassifyRequest, 'ClassifyRequest'],
      [BatchRequest, 'BatchRequest'],
    ] as const) {
      const input = zodSide(schema, name, 'input');
      expect(input.required ?? [], name).toEqual(['document']);
      expect(doc.components.schemas[name]!.required ?? [], name).toEqual(input.required);
      // The smallest valid request zod accepts is the one the document describes as enough.
      expect(schema.safeParse({ document: 'JVBERi0=' }).success, name).toBe(true);
    }
  });

  it('responses still list their required fields, defaulted ones included', () => {
    const objects = objectsReachedFrom(responseRoots);
    expect(objects.length).toBeGreaterThan(5);
    for (const { name, schema } of objects) {
      for (const [key, property] of Object.entries(schema.properties!)) {
        if (hasDefault(property)) expect(schema.required ?? [], `${name}.${key}`).toContain(key);
      }
    }
    const output = zodSide(ClassificationResult, 'ClassificationResult', 'output');
    const result = doc.components.schemas.ClassificationResult!;
    expect(result.required).toEqual(output.required);
    expect(result.required).toEqual(
      expect.arrayContaining(['document_type', 'confidence', 'summary', 'page_count', 'parties', 'case_numbers', 'dates', 'adj_numbers']),
    );
    for (const name of ['ClassifyResponse', 'BatchResponse', 'Job', 'Error', 'Health']) {
      expect(doc.components.schemas[name]!.required?.length, name).toBeGreaterThan(0);
    }
  });
});
