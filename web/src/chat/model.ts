// A table's chat as this page holds it: the messages the server sent (deduplicated by their
// number, in order), who we muted, what we sent that is not yet stored, and how many arrived
// while the chat was out of sight. Pure: the panel and the page drive it (docs/web.md, Chat).
import type { ChatBody, ChatMessage, ChatPreset, Identity, ServerMessage } from "../net/types";

/** The preset phrases, in the order the panel offers them (their words are in chat.ftl). */
export const PRESETS: readonly ChatPreset[] = [
  "hello",
  "good_luck",
  "have_fun",
  "well_played",
  "good_game",
  "thanks",
  "oops",
  "sorry",
  "one_moment",
  "bye",
];

/** The server's default text limit, until its welcome says otherwise. */
export const DEFAULT_MAX_CHARS = 300;

/** Characters as the server counts them: Unicode scalar values, not UTF-16 units. */
export function charCount(text: string): number {
  return [...text].length;
}

/** Why a text would be refused before it is sent, or null when it may go. */
export function textProblem(
  text: string,
  maxChars = DEFAULT_MAX_CHARS,
): "empty" | "too-long" | "control" | null {
  if (text.trim() === "") return "empty";
  if (charCount(text) > maxChars) return "too-long";
  // Control characters and the marks that change the direction of text (as the server).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(text))
    return "control";
  return null;
}

export type ChatEvent =
  | Extract<ServerMessage, { type: "chat" | "chat_history" | "chat_ack" | "muted" }>
  | Extract<ServerMessage, { type: "error" }>;

export class ChatLog {
  messages: ChatMessage[] = [];
  muted: Identity[] = [];
  /** Commands sent and not yet answered: their bodies, to show them as on their way. */
  pending = new Map<string, ChatBody>();
  unread = 0;
  /** Whether the chat is in sight now: messages arriving then are read at once. */
  visible = false;

  /** Takes one server message; true if it was the chat's. */
  take(msg: ChatEvent): boolean {
    switch (msg.type) {
      case "chat_history":
        this.messages = [...msg.messages].sort((a, b) => a.n - b.n);
        this.muted = msg.muted;
        return true;
      case "chat":
        if (this.messages.some((m) => m.n === msg.message.n)) return true;
        this.messages = [...this.messages, msg.message].sort((a, b) => a.n - b.n);
        if (!this.visible) this.unread += 1;
        return true;
      case "chat_ack":
        this.pending.delete(msg.command);
        return true;
      case "muted":
        this.muted = msg.muted;
        return true;
      case "error":
        if (msg.command !== null && this.pending.has(msg.command)) {
          this.pending.delete(msg.command);
          return true;
        }
        return false;
    }
  }

  sent(command: string, body: ChatBody): void {
    this.pending.set(command, body);
  }

  /** The chat came into sight (or stays there): everything is read. */
  seen(visible: boolean): void {
    this.visible = visible;
    if (visible) this.unread = 0;
  }

  isMuted(id: string): boolean {
    return this.muted.some((m) => m.id === id);
  }
}
