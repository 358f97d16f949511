import { type SubmissionUpdate, userRoom } from "@grindstone/shared";
import { inflightKey, judgeDoneChannel } from "@grindstone/shared/server";
import type { WorkerDeps } from "./deps.ts";

/** Progress to every socket of the user, on whichever API instance it is connected (via the Redis emitter). */
export function publishProgress(deps: WorkerDeps, userId: string, update: SubmissionUpdate) {
  deps.emitter.to(userRoom(userId)).emit("submissionUpdate", update);
}

/**
 * The end of a judging: the final update to the user, a wake-up for any API request waiting on this id, and the
 * user's in-flight slot back. Every step is idempotent, so a retried job may run it again harmlessly.
 */
export async function publishFinal(deps: WorkerDeps, userId: string, update: SubmissionUpdate) {
  publishProgress(deps, userId, update);
  const prefix = deps.env.REDIS_PREFIX;
  await Promise.all([
    deps.redis.publish(judgeDoneChannel(prefix), JSON.stringify({ id: update.id, kind: update.kind })),
    deps.redis.zrem(inflightKey(prefix, userId), update.id),
  ]);
}
