import { useEffect } from "react";
import { onSignedOutElsewhere } from "../session-channel.ts";
import { useEndSession } from "./use-end-session.ts";

/** While this tab is signed in, a logout in another tab of the browser signs it out too. */
export function useSessionSync(signedIn: boolean) {
  const endSession = useEndSession();
  useEffect(() => {
    if (!signedIn) return;
    return onSignedOutElsewhere(() => void endSession());
  }, [signedIn, endSession]);
}
