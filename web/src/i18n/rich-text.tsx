import { Fragment, type ReactNode } from "react";

const ELEMENT = /<(\d+)\/>|<(\d+)>(.*?)<\/\2>/gs;

/**
 * A message with elements (docs/i18n.md): `<0/>` is replaced by `elements[0]()`, `<1>text</1>` by
 * `elements[1]("text")`, so a translation places a link or a highlighted name where its language wants
 * it. Values a player typed (a nickname) go in as elements, never into the text, so they cannot fake one.
 */
export function richText(
  message: string,
  elements: Record<number, (children: string) => ReactNode>,
): ReactNode {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(ELEMENT)) {
    if (match.index > last) out.push(message.slice(last, match.index));
    const index = Number(match[1] ?? match[2]);
    const render = elements[index];
    out.push(<Fragment key={out.length}>{render ? render(match[3] ?? "") : (match[3] ?? "")}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < message.length) out.push(message.slice(last));
  return out;
}
