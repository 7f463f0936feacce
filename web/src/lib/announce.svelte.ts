// The page's polite live region: what changed at the table, read out by screen readers.
export const live = $state<{ text: string; n: number }>({ text: "", n: 0 });

/** Forget the last announcement: it was about a table, and must not be read on the next page. */
export function clearAnnouncement(): void {
  live.text = "";
  live.n += 1;
}

export function announce(text: string): void {
  if (!text) return;
  live.n += 1;
  // The same sentence twice in a row is still read: the counter changes the node's key.
  live.text = text;
}
