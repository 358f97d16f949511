import { useQuery } from "@tanstack/react-query";
import { Navigate, Outlet } from "@tanstack/react-router";
import { FullPageSpinner } from "@/components/ui/spinner.tsx";
import { authQueryOptions } from "../api/get-auth-check.ts";

/**
 * Admin guard (spec §2.4): a spinner while the auth check runs, then only role ADMIN gets the child route;
 * anyone else is sent to / with the history entry replaced. The route's beforeLoad does the same check
 * before rendering; this covers the user changing while an admin screen is open.
 */
export function AdminGuard() {
  const { data: user, isPending } = useQuery(authQueryOptions());
  if (isPending) return <FullPageSpinner />;
  if (user?.role !== "ADMIN") return <Navigate to="/" replace />;
  return <Outlet />;
}
