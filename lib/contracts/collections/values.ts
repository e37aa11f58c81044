import { z } from "zod";
import type { Field, ValueOf } from "./fields";

// The schema of the values a set of fields holds once saved (ValueOf in fields.ts): what a site
// setting's public answer declares. It describes an answer and parses nothing; the fields'
// write and read schemas (fields.ts) are the ones that check input and stored data.

/** A field's value schema. Groups and arrays keep their objects' shapes, so an answer built on them can change one of their fields. */
type ValueSchema<F extends Field> = F extends { kind: "group"; fields: infer Fs extends readonly Field[] }
  ? z.ZodObject<ValuesShape<Fs>>
  : F extends { kind: "array"; fields: infer Fs extends readonly Field[] }
    ? z.ZodArray<z.ZodObject<F extends { keyed: true } ? ValuesShape<Fs> & { _id: z.ZodString } : ValuesShape<Fs>>>
    : z.ZodType<ValueOf<F>>;
type ValuesShape<Fs extends readonly Field[]> = { [F in Fs[number] as F["name"]]: ValueSchema<F> };
/** The schema valuesSchema gives for `fields`. */
export type ValuesSchemaOf<Fs extends readonly Field[]> = z.ZodObject<ValuesShape<Fs>>;

function valueSchema(f: Field): z.ZodType {
  const emptiable = (t: z.ZodType) => (f.optional ? t.nullable() : t);
  switch (f.kind) {
    case "text":
    case "textarea":
    case "richtext":
      return z.string();
    case "image":
    case "date":
    case "datetime":
    case "time":
      return emptiable(z.string());
    case "number":
    case "money":
      return emptiable(z.number());
    case "boolean":
      return z.boolean();
    case "select":
      return emptiable(z.enum(f.options.map((o) => o.value)));
    case "reference":
      return f.multiple ? z.array(z.string()) : emptiable(z.string());
    case "list":
      return z.array(f.options ? z.enum(f.options) : z.string());
    case "group":
      return valuesSchema(f.fields);
    case "array": {
      const item = valuesSchema(f.fields);
      return z.array(f.keyed ? item.extend({ _id: z.string() }) : item);
    }
  }
}

/** The schema of the values of `fields`, typed field by field as ValueOf gives them. */
export function valuesSchema<Fs extends readonly Field[]>(fields: Fs): ValuesSchemaOf<Fs> {
  // Built from the declaration at run time; its type is the one ValueOf infers from the same declaration.
  return z.object(Object.fromEntries(fields.map((f) => [f.name, valueSchema(f)]))) as unknown as ValuesSchemaOf<Fs>;
}
