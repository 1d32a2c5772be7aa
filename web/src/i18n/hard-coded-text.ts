/**
 * Finds player-visible text written into the code instead of a catalogue (docs/i18n.md "Nothing
 * hard-coded"): JSX text, the attributes a player reads or hears (`aria-label`, `title`,
 * `placeholder`, `alt`, `aria-description`, `aria-valuetext`, `label`), string and template literals
 * placed in JSX, and the values of a `*_TEXT` constant (this code base's old home for texts). A text
 * counts when it has a letter once the names that stay as they are in every language (brands,
 * tickers) are taken out. Used by hard-coded-text.test.ts, over every front-end source file.
 */
import { parseSync } from "@swc/core";

const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "title",
  "placeholder",
  "alt",
  "label",
  // The app's own components' props that a player reads (dialogs, fields, notices).
  "description",
  "closeLabel",
  "hint",
  "heading",
  "subtitle",
  "caption",
  "tooltip",
  "message",
]);

/** Names every language writes the same (brands, networks, tickers): never a catalogue's business. */
const SAME_IN_EVERY_LANGUAGE =
  /\b(JadeVerse|Telegram|TON|Tonkeeper|Solana|Phantom|Solflare|Metamask|MetaMask|Ethereum|EVM|WalletConnect|Coinbase|Wert|Stripe|USDT|USDC|ETH|SOL|BNB|Base|Polygon|Discord|YouTube|Instagram|TikTok|Facebook|Reddit|Twitch)\b/g;

export const isText = (value: string): boolean => /\p{L}/u.test(value.replace(SAME_IN_EVERY_LANGUAGE, ""));

/** One hard-coded text: where (line) and what. */
export interface HardCodedText {
  line: number;
  text: string;
}

type Node = { type?: string; span?: { start: number }; [key: string]: unknown };

const quasisText = (node: Node) =>
  ((node.quasis as { cooked?: string }[] | undefined) ?? []).map((q) => q.cooked ?? "").join(" ");

/** The hard-coded texts of one source file (TS or TSX). */
export function hardCodedTexts(source: string, tsx: boolean): HardCodedText[] {
  const module = parseSync(source, { syntax: "typescript", tsx, comments: false });
  const base = module.span.start;
  // swc's spans count UTF-8 bytes from the module's start: lines are found by the bytes' newlines.
  const bytes = Buffer.from(source);
  const newlines: number[] = [];
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 10) newlines.push(i);
  const lineOf = (node: Node) => {
    const offset = (node.span?.start ?? base) - base;
    let lo = 0;
    let hi = newlines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((newlines[mid] ?? 0) < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
  const found: HardCodedText[] = [];
  const add = (node: Node, text: string) => {
    if (isText(text)) found.push({ line: lineOf(node), text: text.trim().replace(/\s+/g, " ") });
  };
  const literal = (node: Node | null | undefined, at: Node) => {
    if (node?.type === "StringLiteral") add(at, String(node.value));
    else if (node?.type === "TemplateLiteral") add(at, quasisText(node));
  };
  const walk = (node: unknown, inText: boolean): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child, inText);
      return;
    }
    if (!node || typeof node !== "object") return;
    const n = node as Node;
    switch (n.type) {
      case "JSXText":
        add(n, String(n.value));
        return;
      case "JSXAttribute": {
        const name = (n.name as { value?: string } | undefined)?.value ?? "";
        const value = n.value as Node | null;
        if (READ_ATTRIBUTES.has(name))
          literal(value?.type === "JSXExpressionContainer" ? (value.expression as Node) : value, n);
        if (value?.type === "JSXExpressionContainer") walk(value.expression, false);
        return;
      }
      case "JSXExpressionContainer":
        literal(n.expression as Node, n);
        walk(n.expression, false);
        return;
      case "VariableDeclarator": {
        const name = (n.id as { value?: string } | undefined)?.value ?? "";
        walk(n.init, inText || /_TEXT$/.test(name));
        return;
      }
    }
    if (inText && (n.type === "StringLiteral" || n.type === "TemplateLiteral")) {
      literal(n, n);
      return;
    }
    for (const [key, child] of Object.entries(n)) if (key !== "span") walk(child, inText);
  };
  walk(module.body, false);
  return found;
}
