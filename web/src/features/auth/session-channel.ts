import { z } from "zod";

/**
 * Tells the app's other tabs of this browser that the session ended here. One channel per tab: a
 * BroadcastChannel does not deliver a message to the object that posted it, so a tab never hears itself.
 */
const CHANNEL_NAME = "grindstone:session";

const sessionMessageSchema = z.object({ type: z.literal("signed-out") });
type SessionMessage = z.infer<typeof sessionMessageSchema>;

let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === "undefined") return null;
  channel ??= new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

export function announceSignedOut() {
  getChannel()?.postMessage({ type: "signed-out" } satisfies SessionMessage);
}

/** Calls `handler` when another tab signs out; returns the unsubscribe function. */
export function onSignedOutElsewhere(handler: () => void): () => void {
  const target = getChannel();
  if (!target) return () => {};
  const listener = (event: MessageEvent<unknown>) => {
    // Another tab may run an older or newer build: anything else on the channel is ignored.
    if (sessionMessageSchema.safeParse(event.data).success) handler();
  };
  target.addEventListener("message", listener);
  return () => target.removeEventListener("message", listener);
}
