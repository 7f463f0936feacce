import { describe, expect, it } from "vitest";
import { ChatLog, charCount, textProblem } from "../src/chat/model";
import type { ChatMessage } from "../src/net/types";

const ada = { id: "a", name: "Ada" };
const msg = (n: number, text: string): ChatMessage => ({
  n,
  channel: "players",
  from: ada,
  body: { kind: "text", text },
});

describe("chat texts", () => {
  it("counts characters as the server does, not UTF-16 units", () => {
    expect(charCount("🂡🂡")).toBe(2);
    expect(textProblem("🂡".repeat(300))).toBeNull();
    expect(textProblem("🂡".repeat(301))).toBe("too-long");
  });

  it("refuses what the server refuses", () => {
    expect(textProblem("   ")).toBe("empty");
    expect(textProblem("a\nb")).toBe("control");
    expect(textProblem("\u202eevil")).toBe("control");
    expect(textProblem("goed gespeeld")).toBeNull();
  });
});

describe("the chat log", () => {
  it("keeps each message once, in order, and counts unread while out of sight", () => {
    const log = new ChatLog();
    log.take({ type: "chat", table: "t", message: msg(2, "two") });
    log.take({ type: "chat", table: "t", message: msg(1, "one") });
    log.take({ type: "chat", table: "t", message: msg(2, "two") });
    expect(log.messages.map((m) => m.n)).toEqual([1, 2]);
    expect(log.unread).toBe(2);
    log.seen(true);
    expect(log.unread).toBe(0);
    log.take({ type: "chat", table: "t", message: msg(3, "three") });
    expect(log.unread).toBe(0);
  });

  it("replaces everything with a history, mutes included", () => {
    const log = new ChatLog();
    log.take({ type: "chat", table: "t", message: msg(5, "old") });
    log.take({ type: "chat_history", table: "t", messages: [msg(1, "x")], muted: [ada] });
    expect(log.messages.map((m) => m.n)).toEqual([1]);
    expect(log.isMuted("a")).toBe(true);
  });

  it("claims only the refusals of its own messages", () => {
    const log = new ChatLog();
    log.sent("c1", { kind: "preset", preset: "thanks" });
    const refusal = (command: string | null) => ({
      type: "error" as const,
      table: "t",
      command,
      error: { code: "rate_limited" as const, message: "wait", retry_after_ms: 900 },
    });
    expect(log.take(refusal("other"))).toBe(false);
    expect(log.take(refusal("c1"))).toBe(true);
    expect(log.pending.size).toBe(0);
  });
});
