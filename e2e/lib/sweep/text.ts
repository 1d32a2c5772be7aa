// Text checks run inside the page at one viewport size: no text wraps a lone unit or character onto a
// line of its own ("…starts in 1" / "s"), the look of a number and its unit, or a label, broken apart
// for want of a non-breaking space or room.
import type { Page } from "@playwright/test";
import type { LayoutFinding } from "./layout.ts";

/**
 * A wrapped run's last line of one word of at most this many characters is a lone one ("s", "×",
 * "%"); a number kept with its unit by a non-breaking space ("1 s") is not.
 */
const LONE_CHARACTERS = 2;

/**
 * Each run of text laid out in one block (the text nodes of one block box, up to a nested block or a
 * line break) that wraps and leaves at most LONE_CHARACTERS characters on its last line, broken
 * there at a space. A word broken inside (a long hash, `break-all`) is the text's own business, and
 * SVG text and clipped screen-reader-only text are not laid out in lines.
 */
export async function textFindings(page: Page): Promise<LayoutFinding[]> {
  return page.evaluate((lone) => {
    const findings: { what: string }[] = [];
    const flows = (el: Element) => {
      const display = getComputedStyle(el).display;
      return (display === "inline" || display === "contents") && el.tagName !== "BR";
    };
    const flowCache = new Map<Element, boolean>();
    const inFlow = (el: Element) => {
      let known = flowCache.get(el);
      if (known === undefined) {
        known = flows(el);
        flowCache.set(el, known);
      }
      return known;
    };

    // Which run of its block each child of the block is in: a nested block or a <br> starts a new one.
    const runIndex = new Map<Element, Map<Node, number>>();
    const runOf = (block: Element, child: Node) => {
      let index = runIndex.get(block);
      if (!index) {
        index = new Map();
        let run = 0;
        for (const node of block.childNodes) {
          if (node instanceof Element && !inFlow(node)) run += 1;
          index.set(node, run);
        }
        runIndex.set(block, index);
      }
      return index.get(child) ?? 0;
    };

    const runs = new Map<Element, Map<number, Text[]>>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const parent = text.parentElement;
      if (!parent || !/\S/.test(text.data) || parent.closest("svg, script, style, noscript, template"))
        continue;
      let block: Element | null = parent;
      while (block && inFlow(block)) block = block.parentElement;
      if (!block) continue;
      let child: Node = text;
      while (child.parentNode && child.parentNode !== block) child = child.parentNode;
      const run = runOf(block, child);
      const ofBlock = runs.get(block) ?? new Map<number, Text[]>();
      ofBlock.set(run, [...(ofBlock.get(run) ?? []), text]);
      runs.set(block, ofBlock);
    }

    const nameOf = (el: Element) => {
      const testId = el.closest("[data-testid]")?.getAttribute("data-testid");
      const cls = typeof el.className === "string" ? el.className.split(/\s+/).filter(Boolean)[0] : undefined;
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""}>${testId ? ` in [data-testid=${testId}]` : ""}`;
    };

    const range = document.createRange();
    for (const [block, ofBlock] of runs) {
      const box = block.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      if (!(block as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }))
        continue;
      for (const texts of ofBlock.values()) {
        // Walk back from the run's end while the characters sit on its last line.
        let line: { top: number; bottom: number } | null = null;
        let last = "";
        let wrapped = false;
        let brokeAtSpace = false;
        let pendingSpace = false;
        walk: for (let t = texts.length - 1; t >= 0; t--) {
          const node = texts[t] as Text;
          for (let i = node.data.length - 1; i >= 0; i--) {
            const ch = node.data[i] ?? "";
            if (/\s/.test(ch)) {
              if (line) pendingSpace = true;
              continue;
            }
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (!rect || (rect.width === 0 && rect.height === 0)) continue;
            const middle = rect.top + rect.height / 2;
            if (!line) {
              line = { top: rect.top, bottom: rect.bottom };
            } else if (middle < line.top || middle > line.bottom) {
              wrapped = true;
              brokeAtSpace = pendingSpace;
              break walk;
            }
            last = (pendingSpace ? `${ch} ` : ch) + last;
            pendingSpace = false;
          }
        }
        const word = last.trim();
        if (!wrapped || !brokeAtSpace || /\s/.test(word) || word.length > lone) continue;
        const whole = texts
          .map((t) => t.data)
          .join("")
          .replace(/\s+/g, " ")
          .trim();
        findings.push({
          what: `lone "${word}" wraps onto a line of its own: "${whole.slice(-60)}" in ${nameOf(block)}`,
        });
      }
    }
    range.detach();
    return findings;
  }, LONE_CHARACTERS);
}
