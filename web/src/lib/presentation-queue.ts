// The changes a table shows, one at a time, at a pace a person can follow: a bot may answer in a
// millisecond, but each of its moves stays on the table for its own moment (a card played, a
// trick held complete before it is collected) before the next is drawn. Nothing is skipped
// silently: every change is shown, in order, unless the player asks to catch up (`skip`) or
// the backlog grows past `maxBacklog` (a reconnect after a long absence), when the table jumps
// to the newest change. With a hold of 0 every change is shown at once.

export interface QueueOptions<T> {
  /** Draws a change. */
  show: (item: T) => void;
  /** How long a change stays before the next one may be drawn, in ms (0: no wait). */
  hold: (item: T) => number;
  /** The most changes waiting before the queue jumps to the newest. */
  maxBacklog?: number;
  /** Timers, replaceable in tests. */
  setTimer?: (f: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class PresentationQueue<T> {
  private waiting: T[] = [];
  private timer: unknown = null;
  private readonly opts: Required<QueueOptions<T>>;

  constructor(opts: QueueOptions<T>) {
    this.opts = {
      maxBacklog: 12,
      setTimer: (f, ms) => setTimeout(f, ms),
      clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      ...opts,
    };
  }

  /** How many changes wait to be shown. */
  get backlog(): number {
    return this.waiting.length;
  }

  /** Whether the table shows the newest change (nothing waits and nothing is being held). */
  get idle(): boolean {
    return this.timer === null && this.waiting.length === 0;
  }

  /** A new change: shown now if the table is idle, else after the ones before it. */
  push(item: T): void {
    if (this.timer === null) {
      this.present(item);
      return;
    }
    this.waiting.push(item);
    if (this.waiting.length > this.opts.maxBacklog) this.skip();
  }

  /** Shows the newest change now, dropping the ones in between (catching up). */
  skip(): void {
    const newest = this.waiting.at(-1);
    this.waiting = [];
    if (this.timer !== null) this.opts.clearTimer(this.timer);
    this.timer = null;
    if (newest !== undefined) this.present(newest);
  }

  /** Stops the timer (the page goes away); nothing more is shown. */
  dispose(): void {
    if (this.timer !== null) this.opts.clearTimer(this.timer);
    this.timer = null;
    this.waiting = [];
  }

  private present(item: T): void {
    this.opts.show(item);
    const hold = this.opts.hold(item);
    if (hold <= 0) {
      this.timer = null;
      this.next();
      return;
    }
    this.timer = this.opts.setTimer(() => {
      this.timer = null;
      this.next();
    }, hold);
  }

  private next(): void {
    const item = this.waiting.shift();
    if (item !== undefined) this.present(item);
  }
}

/** A change's moment on the table, in ms: 150 to 400 for a move, longer for a finished trick. */
export const PACE = { move: 350, trickComplete: 1000 } as const;
