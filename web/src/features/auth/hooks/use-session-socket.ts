import { socketReconnectDelay } from "@grindstone/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { checkSession } from "../api/get-auth-check.ts";
import { setSessionUser } from "../session.ts";
import { useEndSession } from "./use-end-session.ts";

/**
 * Keeps the realtime connection open exactly while someone is signed in. socket.io reconnects by itself after a
 * transport drop, but not when the server ended the socket on purpose (that is how a blocked user's sockets are
 * closed) nor when it refused the handshake. Then:
 * - a retryable refusal (the server could not check the session: Redis or Postgres down) is retried with the
 *   spec's backoff (1 s doubling to 5 s, ±50 %), for as long as it lasts;
 * - otherwise we ask the API whether the session is still valid: if it is, reconnect; if not, sign the tab out;
 *   if the API gives no answer, try again later, as for a retryable refusal.
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

    void import("@/lib/socket.ts").then(
      ({ closeSocket, getSocket, handshakeRefusal, SERVER_DISCONNECT_REASON }) => {
        if (!active) return;
        const socket = getSocket();
        // Failed handshakes in a row; the next retry waits socketReconnectDelay(attempt). Reset by a connection.
        let attempt = 0;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const reconnectLater = () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            if (active && !socket.connected) socket.connect();
          }, socketReconnectDelay(attempt++));
        };
        const askSession = async (reconnect: () => void) => {
          const { user, blocked, answered } = await checkSession();
          if (!active) return;
          if (!answered) return reconnectLater();
          if (user) {
            setSessionUser(queryClient, user);
            return reconnect();
          }
          // The check's 401 code says whether the account was blocked (ACCOUNT_BLOCKED) or the session just ended.
          await endSession(blocked ? "blocked" : "expired");
        };

        const onConnect = () => {
          attempt = 0;
        };
        const onDisconnect = (reason: string) => {
          if (reason !== SERVER_DISCONNECT_REASON) return; // transport drops reconnect on their own
          void askSession(() => socket.connect());
        };
        const onConnectError = (error: Error) => {
          const refusal = handshakeRefusal(socket, error);
          if (!refusal) return; // a transport failure: socket.io's own backoff is on it
          if (refusal.retryable) return reconnectLater();
          // Backoff even when the session checks out: a server that keeps refusing must not see a tight loop.
          void askSession(reconnectLater);
        };
        socket.on("connect", onConnect);
        socket.on("disconnect", onDisconnect);
        socket.on("connect_error", onConnectError);
        socket.connect();
        cleanup = () => {
          clearTimeout(timer);
          socket.off("connect", onConnect);
          socket.off("disconnect", onDisconnect);
          socket.off("connect_error", onConnectError);
          closeSocket();
        };
      },
    );

    return () => {
      active = false;
      cleanup?.();
    };
  }, [userId, queryClient, endSession]);
}
