import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense, useEffect } from "react";
import { unwrap } from "../../lib/api-client.ts";
import { breakRefusalAtom, restrictedAccessAtom } from "../../state/restricted.ts";
import { useSession } from "../../state/session.ts";

// The notice and the page a refusal opens are chunks of their own, with their texts: no first load
// pays for them.
const RestrictedNotice = lazy(async () => ({
  default: (await import("./restricted-notice.tsx")).RestrictedNotice,
}));
const RestrictedRefusal = lazy(async () => ({
  default: (await import("./restricted-refusal.tsx")).RestrictedRefusal,
}));
const BreakRefusal = lazy(async () => ({ default: (await import("./break-refusal.tsx")).BreakRefusal }));

/**
 * What keeps a player from playing, said where they meet it, in both shells: the restricted-country
 * notice and page (`RestrictedCountryNotice`), and the page a call refused during a break opens
 * (403 PLAYER_ON_BREAK: until when). Nothing is shown otherwise.
 */
export function AccessNotices() {
  return (
    <>
      <RestrictedCountryNotice />
      <BreakRefusalPage />
    </>
  );
}

function BreakRefusalPage() {
  const refusal = useAtomValue(breakRefusalAtom);
  const close = useSetAtom(breakRefusalAtom);
  if (!refusal) return null;
  return (
    <Suspense fallback={null}>
      <BreakRefusal until={refusal.until} kind={refusal.kind} onClose={() => close(null)} />
    </Suspense>
  );
}

/**
 * The Terms' restricted countries: asks the server once whether the visitor's country is restricted
 * (`GET /api/access`) and then says so in a notice at the top of every page; when a call is refused
 * for it (451 `COUNTRY_RESTRICTED`, state/restricted.ts), a page that says why opens over the screen.
 */
function RestrictedCountryNotice() {
  const session = useSession();
  const [access, setAccess] = useAtom(restrictedAccessAtom);

  useEffect(() => {
    let live = true;
    unwrap(session.api.api.access.$get())
      .then((answer) => {
        if (live && answer.restricted)
          setAccess((known) => known ?? { country: answer.country, refused: false });
      })
      .catch(() => {
        // Unknown: nothing to say (a refused call still opens the page below).
      });
    return () => {
      live = false;
    };
  }, [session, setAccess]);

  if (!access) return null;
  return (
    <>
      <Suspense fallback={null}>
        <RestrictedNotice country={access.country} />
      </Suspense>
      {access.refused ? (
        <Suspense fallback={null}>
          <RestrictedRefusal
            country={access.country}
            onClose={() => setAccess({ ...access, refused: false })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
