import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { checkSession } from "../api/get-auth-check.ts";
import { setSessionUser } from "../session.ts";
import { useEndSession } from "./use-end-session.ts";

/**
 * Keeps the realtime connection open exactly while someone is signed in. When the server ends it on
 * purpose (that is how a blocked user's sockets are closed) socket.io does not reconnect by itself, so we
 * ask the API whether the session is still valid: if it is, reconnect; if not, sign the tab out.
 *
 * The socket module is imported lazily so the landing page's first load does not carry socket.io-client.
 */
export function useSessionSocket(userId: string | undefined) {
  const queryClient = useQueryClient();
  const endSession = useEndSession();

  useEffect(() => {
    if (!userId) return;
    let active = true;
    let cleanup: (() => void) | undefined;

    void import("@/lib/socket.ts").then(({ closeSocket, getSocket, SERVER_DISCONNECT_REASON }) => {
      if (!active) return;
      const socket = getSocket();
      const onDisconnect = async (reason: string) => {
        if (reason !== SERVER_DISCONNECT_REASON) return; // transport drops reconnect on their own
        const { user, blocked } = await checkSession();
        if (!active) return;
        if (user) {
          setSessionUser(queryClient, user);
          socket.connect();
          return;
        }
        // The check's 401 code says whether the account was blocked (ACCOUNT_BLOCKED) or the session just ended.
        await endSession(blocked ? "blocked" : "expired");
      };
      socket.on("disconnect", onDisconnect);
      socket.connect();
      cleanup = () => {
        socket.off("disconnect", onDisconnect);
        closeSocket();
      };
    });

    return () => {
      active = false;
      cleanup?.();
    };
  }, [userId, queryClient, endSession]);
}
