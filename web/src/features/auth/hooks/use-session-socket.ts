import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { authQueryOptions } from "../api/get-auth-check.ts";
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
        const user = await queryClient.fetchQuery({ ...authQueryOptions(), staleTime: 0 });
        if (!active) return;
        if (user) {
          socket.connect();
          return;
        }
        // Today the API ends a user's sockets only when an admin blocks them (admin.service → disconnectUser),
        // and /auth/check cannot say why a session is invalid; this is the one reading it can have.
        await endSession("blocked");
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
