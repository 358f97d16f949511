import { describe, expect, test } from "bun:test";
import type { ClarificationView } from "@grindstone/shared";
import { isNews, markdownPreview, mergeClarification, unreadCount } from "./clarification-list.ts";

const item = (id: string, time: string, extra: Partial<ClarificationView> = {}): ClarificationView => ({
  id,
  contestId: "c",
  problemId: null,
  problemLabel: null,
  text: id,
  time,
  replyToId: null,
  public: false,
  fromJury: false,
  mine: false,
  ...extra,
});

describe("clarification list", () => {
  test("merges by id in time order, keeping an item the reader holds as theirs", () => {
    const mine = item("q", "2026-01-01T10:00:00.000Z", { mine: true });
    const later = item("a", "2026-01-01T10:05:00.000Z", { fromJury: true, replyToId: "q" });
    const earlier = item("x", "2026-01-01T09:00:00.000Z", { fromJury: true });
    let list = mergeClarification([mine], later);
    list = mergeClarification(list, earlier);
    expect(list.map((c) => c.id)).toEqual(["x", "q", "a"]);
    // The contest room's copy of the now-public question says mine: false.
    list = mergeClarification(list, { ...mine, mine: false, public: true });
    expect(list.find((c) => c.id === "q")).toMatchObject({ mine: true, public: true });
    expect(list).toHaveLength(3);
  });

  test("news and unread: jury messages for learners, others' questions for the jury, after the last seen", () => {
    const q = item("q", "2026-01-01T10:00:00.000Z");
    const own = item("o", "2026-01-01T10:01:00.000Z", { mine: true });
    const ann = item("n", "2026-01-01T10:02:00.000Z", { fromJury: true, public: true });
    expect([q, own, ann].map((c) => isNews(c, false))).toEqual([false, false, true]);
    expect([q, own, ann].map((c) => isNews(c, true))).toEqual([true, false, false]);
    expect(unreadCount([q, own, ann], false, null)).toBe(1);
    expect(unreadCount([q, own, ann], false, ann.time)).toBe(0);
    expect(unreadCount([q, own, ann], true, "2026-01-01T09:59:59.999Z")).toBe(1);
  });

  test("a toast's preview drops Markdown marks", () => {
    expect(markdownPreview("**No.** Every line holds `1 <= |s|`\n\n> quoted")).toBe(
      "No. Every line holds 1 <= |s| quoted",
    );
    expect(markdownPreview("# Note\nn > 0 and a_i >= 1")).toBe("Note n > 0 and a_i >= 1");
  });
});
