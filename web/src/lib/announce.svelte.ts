// The page's polite live region: what changed at the table, read out by screen readers.
export const live = $state<{ text: string; n: number }>({ text: "", n: 0 });

export function announce(text: string): void {
  if (!text) return;
  live.n += 1;
  // The same sentence twice in a row is still read: the counter changes the node's key.
  live.text = text;
}
