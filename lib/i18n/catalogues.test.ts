import fs from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { ENGLISH, NAMESPACES } from "./catalogues";
import { TRANSLATED_LOCALES } from "./locales";

// Every language has every message English has, and each message takes the same arguments and
// tags: a missing key would fail a page at render, a lost "{name}" would print a blank, a lost
// "<link>" would drop the link it wraps.

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));

/** The argument names and rich-text tags ("<link>") a message uses, with those inside plural/select options. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        names.add(element.value);
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) {
        names.add(`<${element.value}>`);
        walk(element.children);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const read = (locale: string, namespace: string): Tree => JSON.parse(fs.readFileSync(path.join(__dirname, "messages", locale, `${namespace}.json`), "utf8"));

describe.each(TRANSLATED_LOCALES)("the %s catalogue", (locale) => {
  it.each(NAMESPACES)("has every message of English's %s namespace, with the same arguments, and nothing else", (namespace) => {
    const english = new Map(leaves(ENGLISH[namespace] as Tree));
    const translated = new Map(leaves(read(locale, namespace)));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, message] of english) {
      expect([key, argumentsOf(translated.get(key) ?? "")]).toEqual([key, argumentsOf(message)]);
    }
  });

  it.each(NAMESPACES)("says each message of its %s namespace in its own script, not English's words", (namespace) => {
    // Abbreviations, numbers and names may stay in Latin letters; every message with English words has Devanagari too.
    const words = (message: string) =>
      message
        .replace(/\{\s*\w+\s*\}/g, "")
        .replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal|number|date|time)\s*,?/g, "")
        .replace(/\b(zero|one|two|few|many|other|=\d+)\s*\{/g, "");
    const untranslated = leaves(read(locale, namespace)).filter(([, message]) => /[A-Za-z]{3,}/.test(words(message)) && !/[\u0900-\u097F]/.test(message));
    expect(untranslated).toEqual([]);
  });

  it("holds no namespace English lacks", () => {
    const files = fs.readdirSync(path.join(__dirname, "messages", locale)).map((file) => file.replace(/\.json$/, ""));
    expect(files.sort()).toEqual([...NAMESPACES].sort());
  });
});
