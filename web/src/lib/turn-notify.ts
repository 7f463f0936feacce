// Browser notifications of "your turn" at turn-based tables (the Notification API): shown
// only while this site is open in a hidden tab, and asked for only when the person clicks
// the button that says so (browsers refuse a request that no click started). A notification
// names the game, never a card.

/** What the browser allows now: "unsupported" where it has no Notification API. */
export function notifyState(): NotificationPermission | "unsupported" {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

/** Asks for permission; call from a click only. True when granted. */
export async function askToNotify(): Promise<boolean> {
  if (notifyState() === "unsupported") return false;
  try {
    return (await Notification.requestPermission()) === "granted";
  } catch {
    return false;
  }
}

/** Shows "your turn" for a table if permitted and the tab is hidden; one per table at a time. */
export function notifyTurn(tableId: string, title: string, body: string): void {
  if (notifyState() !== "granted" || !document.hidden) return;
  try {
    const note = new Notification(title, { body, tag: `turn-${tableId}` });
    note.onclick = () => {
      window.focus();
      note.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker: nothing is shown.
  }
}

/** Whether it just became `you`'s turn at a turn-based table. */
export function becameYourTurn(
  before: { to_act: number | null } | null,
  after: {
    to_act: number | null;
    you: number | null;
    status: string;
    settings: { move_days?: number | null };
  },
): boolean {
  return (
    !!after.settings.move_days &&
    after.status === "playing" &&
    after.you !== null &&
    after.to_act === after.you &&
    before?.to_act !== after.to_act
  );
}
