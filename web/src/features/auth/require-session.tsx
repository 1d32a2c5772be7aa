import { useAtomValue } from "jotai";
import { Navigate, Outlet } from "react-router";
import { ROUTES } from "../../lib/constants.ts";
import { isSignedInAtom } from "../../state/auth.ts";

/** Layout route for the protected pages: without a token, back to `/` (spec 000 §2). */
export function RequireSession() {
  const signedIn = useAtomValue(isSignedInAtom);
  return signedIn ? <Outlet /> : <Navigate to={ROUTES.home} replace />;
}
