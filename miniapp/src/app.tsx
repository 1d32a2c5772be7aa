import { PlatformContext } from "@jadeverse/web/lib/platform";
import { QueryClientProvider } from "@tanstack/react-query";
import { AppShell } from "./shell/app-shell.tsx";
import { SignInFailed, SigningIn } from "./shell/boot-status.tsx";
import { HomeTab } from "./shell/home-tab.tsx";
import { OutsideTelegram } from "./shell/outside-telegram.tsx";
import { launchTelegram } from "./telegram/launch.ts";
import { queryClient, telegramPlatform } from "./telegram/session.ts";
import { useTelegramSession } from "./telegram/use-telegram-session.ts";

const launch = launchTelegram();

function SignedInApp({ rawInitData }: { rawInitData: string }) {
  const session = useTelegramSession(rawInitData);
  return (
    <AppShell>
      {session.isPending ? <SigningIn /> : null}
      {session.isError ? (
        <SignInFailed
          message={session.error.message}
          onRetry={() => session.refetch()}
          retrying={session.isFetching}
        />
      ) : null}
      {session.isSuccess ? <HomeTab /> : null}
    </AppShell>
  );
}

export function App() {
  if (!launch.inTelegram) return <OutsideTelegram />;
  return (
    <QueryClientProvider client={queryClient}>
      <PlatformContext value={telegramPlatform}>
        <SignedInApp rawInitData={launch.rawInitData} />
      </PlatformContext>
    </QueryClientProvider>
  );
}
