import { check } from "../lib/check.ts";
import { send } from "../lib/http-user.ts";
import { openSocket } from "../lib/socket-probe.ts";
import { waitUntil } from "../lib/time.ts";
import type { Fault } from "./suite.ts";

/** How soon the other instance must refuse a session blocked through the first: its auth cache's bound. */
const SEEN_WITHIN_MS = 2000;

/**
 * An admin blocks a user through instance 1 mid-burst; instance 2, where the user's socket lives, must refuse the
 * session and end the socket at once, and not let it back in.
 */
export const blockAcross: Fault = {
  name: "block-across-instances",
  async inject(s, rec, users) {
    const victim = users.find((u) => u.http.urls[0] === s.apiUrls[1])!;
    const other = s.apiUrls[1]!;
    const at = Date.now();
    const res = await send(rec, [s.apiUrls[0]!], s.adminCookie, `/admin/users/${victim.http.userId}/block`, {
      method: "PATCH",
      body: JSON.stringify({ isBlocked: true }),
    });
    const refusedAt = await waitUntil(async () => {
      const r = await send(rec, [other], victim.http.cookie, "/auth/check");
      return r.status === 401 || r.status === 403;
    }, at + 10_000);
    const droppedAt = await waitUntil(() => !victim.socket.connected(), at + 10_000, 20);
    const retry = openSocket(other, victim.http);
    const refusedSocket = await waitUntil(
      () => retry.gaveUp() !== null || retry.connected(),
      Date.now() + 10_000,
    );
    const socketStayedOut = refusedSocket !== null && !retry.connected();
    retry.close();
    const seenMs = refusedAt === null ? null : refusedAt - at;
    const droppedMs = droppedAt === null ? null : droppedAt - at;
    return {
      returnedAt: at,
      healthTarget: false,
      blocked: new Set([victim.http.userId]),
      figures: { "block seen on the other instance (ms)": seenMs, "blocked socket dropped (ms)": droppedMs },
      checks: [
        check(
          "a block through one instance is seen on the other",
          res.status === 200 &&
            seenMs !== null &&
            seenMs <= SEEN_WITHIN_MS &&
            droppedMs !== null &&
            droppedMs <= SEEN_WITHIN_MS &&
            socketStayedOut,
          `block answered ${res.status}; instance 2 refused the session after ${seenMs ?? "never"} ms, dropped its ` +
            `socket after ${droppedMs ?? "never"} ms (limit ${SEEN_WITHIN_MS} ms); a new socket was ${socketStayedOut ? "refused" : "let in"}`,
        ),
      ],
    };
  },
};
