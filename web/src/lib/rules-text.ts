// The rules pages' text: a Fluent body in paragraphs (blank lines between them) whose lines
// starting with "- " are list items. A paragraph may open with a sentence that introduces its
// list ("52 cards in five factions: …" then the items), so each paragraph is split into runs of
// text lines and of list lines.

export type RulesBlock = { kind: "p"; text: string } | { kind: "ul"; items: string[] };

export function rulesBlocks(body: string): RulesBlock[] {
  const out: RulesBlock[] = [];
  for (const para of body.split(/\n\s*\n/)) {
    let run: RulesBlock | null = null;
    for (const raw of para.split("\n")) {
      const line = raw.trim();
      if (!line) continue;
      const item = line.startsWith("- ");
      if (item && run?.kind === "ul") run.items.push(line.slice(2));
      else if (!item && run?.kind === "p") run.text += ` ${line}`;
      else {
        run = item ? { kind: "ul", items: [line.slice(2)] } : { kind: "p", text: line };
        out.push(run);
      }
    }
  }
  return out;
}
