import { Button } from "../../ui/button.tsx";

/** Step 0: create an account, or sign in to an existing one (docs/product/platform.md §2). */
export function WelcomeStep({ onRegister, onSignIn }: { onRegister(): void; onSignIn(): void }) {
  return (
    <div className="flex flex-col gap-3">
      <Button size="lg" className="w-full" onClick={onRegister}>
        Create an account
      </Button>
      <Button size="lg" variant="secondary" className="w-full" onClick={onSignIn}>
        I already have an account
      </Button>
      <p className="mt-2 text-center text-xs text-muted">
        18+ only. Virtual currencies, no real-money gambling.
      </p>
    </div>
  );
}
