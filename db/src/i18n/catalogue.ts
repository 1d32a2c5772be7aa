/**
 * Message catalogues (docs/i18n.md): one JSON file per language per area, `messages/<locale>.json`,
 * each a map of message ids to ICU MessageFormat texts. English is the source; every other language
 * has exactly its ids, arguments and, for plurals, its own plural forms. Catalogues are compiled
 * once (at build for the front ends, on load for the servers) into Lingui's compiled form, which
 * `@lingui/core` renders without a parser.
 */
import {
  type CompiledMessage,
  compileMessage,
  compileMessageOrThrow,
} from "@lingui/message-utils/compileMessage";
import { type ParseOptions, parse, type Token } from "@messageformat/parser";
import { type CatalogueLocale, PSEUDO_LOCALE } from "./locales.ts";

/** A catalogue as written: message id → ICU MessageFormat text. */
export type MessageTexts = Readonly<Record<string, string>>;
/** A catalogue as loaded: message id → Lingui's compiled message. */
export type CompiledCatalogue = Readonly<Record<string, CompiledMessage>>;
export type { CompiledMessage };

/** Compiles a catalogue (a text that does not parse throws, naming its id). */
export function compileCatalogue(texts: MessageTexts): CompiledCatalogue {
  const out: Record<string, CompiledMessage> = {};
  for (const [id, text] of Object.entries(texts)) {
    try {
      out[id] = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`message "${id}": ${(error as Error).message}`);
    }
  }
  return out;
}

/** Each Latin letter's pseudo-localised form (also read back by the sweep's English rules, e2e/lib/number-rule.ts). */
export const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((c, i) => [
    c,
    [..."åƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÅƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ"][i]!,
  ]),
);
/** A rich text's element markers (`<0>`, `</0>`, `<0/>`) stay as they are. */
const ELEMENT = /(<\/?\d+\/?>)/;

/** How much longer pseudo-localised text is: translations run up to 40 % longer than English. */
export const PSEUDO_GROWTH = 0.4;

/**
 * One piece of literal text, pseudo-localised: every letter accented, each word 40 % longer. The
 * words grow, not the text's end, so a long text still breaks between words as a real language does
 * (padding the end in one run made a long FAQ answer one unbreakable word).
 */
export function pseudoText(text: string): string {
  return text
    .split(ELEMENT)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      return part.replace(/\S+/g, (word) => {
        const accented = [...word].map((c) => ACCENTED[c] ?? c).join("");
        return accented + "·".repeat(Math.ceil(word.length * PSEUDO_GROWTH));
      });
    })
    .join("");
}

/**
 * The pseudo-locale's catalogue, from English's: each literal accented and lengthened, the arguments
 * untouched, and the message bracketed so that a cut-off text shows (its `⟧` missing).
 */
export function pseudoCatalogue(english: MessageTexts): CompiledCatalogue {
  const out: Record<string, CompiledMessage> = {};
  for (const [id, text] of Object.entries(english)) out[id] = ["⟦", ...compileMessage(text, pseudoText), "⟧"];
  return out;
}

/** Compiles the catalogue a locale loads: its own texts, or for the pseudo-locale English's. */
export const catalogueFor = (locale: CatalogueLocale, texts: MessageTexts, english: MessageTexts) =>
  locale === PSEUDO_LOCALE ? pseudoCatalogue(english) : compileCatalogue(texts);

/** The arguments a message uses, and the plural forms of each plural (`=N` exact cases left out). */
function shape(tokens: readonly Token[], args: Set<string>, plurals: Map<string, Set<string>>): void {
  for (const token of tokens) {
    if (token.type === "argument" || token.type === "function") args.add(token.arg);
    if (token.type === "function" && token.param) shape(token.param, args, plurals);
    if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
      args.add(token.arg);
      for (const c of token.cases) {
        if (token.type !== "select" && !c.key.startsWith("="))
          plurals.set(
            `${token.type} ${token.arg}`,
            (plurals.get(`${token.type} ${token.arg}`) ?? new Set()).add(c.key),
          );
        shape(c.tokens, args, plurals);
      }
    }
  }
}

const categories = (locale: string, type: "cardinal" | "ordinal") =>
  new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories as ParseOptions["cardinal"];

/**
 * What is wrong with `locale`'s catalogue against English's: an id English has and it lacks (or the
 * reverse), a text that does not parse (with the locale's own plural categories: `few` is no Spanish
 * plural), an argument English's text has and its text lacks (or the reverse), a plural missing one of
 * the locale's forms (`Intl.PluralRules`: Russian one/few/many/other, Arabic all six). Empty: sound.
 */
export function catalogueProblems(english: MessageTexts, texts: MessageTexts, locale: string): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(english)) if (!(id in texts)) problems.push(`${locale}: "${id}" is missing`);
  for (const id of Object.keys(texts))
    if (!(id in english)) problems.push(`${locale}: "${id}" is not in English's catalogue`);
  const options: ParseOptions = {
    cardinal: categories(locale, "cardinal"),
    ordinal: categories(locale, "ordinal"),
    strict: false,
    // A form a language does not use (Indonesian's `one`) is never chosen: harmless, not an error.
    strictPluralKeys: false,
  };
  for (const [id, text] of Object.entries(texts)) {
    const source = english[id];
    if (source === undefined) continue;
    let mine: Token[];
    try {
      mine = parse(text, options);
    } catch (error) {
      problems.push(`${locale}: "${id}" does not parse: ${(error as Error).message}`);
      continue;
    }
    const theirs = { args: new Set<string>(), plurals: new Map<string, Set<string>>() };
    shape(parse(source, { strict: false, strictPluralKeys: false }), theirs.args, theirs.plurals);
    const ours = { args: new Set<string>(), plurals: new Map<string, Set<string>>() };
    shape(mine, ours.args, ours.plurals);
    for (const arg of theirs.args)
      if (!ours.args.has(arg)) problems.push(`${locale}: "${id}" lacks the argument {${arg}}`);
    for (const arg of ours.args)
      if (!theirs.args.has(arg))
        problems.push(`${locale}: "${id}" has {${arg}}, which English's text has not`);
    for (const [plural, forms] of ours.plurals) {
      const needed = plural.startsWith("selectordinal") ? options.ordinal : options.cardinal;
      const missing = (needed ?? []).filter((form) => !forms.has(form));
      if (missing.length > 0)
        problems.push(`${locale}: "${id}" (${plural}) lacks the plural form(s) ${missing.join(", ")}`);
    }
  }
  return problems;
}
