import { expect, type Page, type Response, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { expectNoSeriousA11yViolations } from "./lib/axe.ts";
import { installSolanaWallet } from "./lib/solana-wallet.ts";

// The wallet modal (docs/product/platform.md §2 "Other popups", §9 chains; docs/product/economy.md §9 close after 1.5 s), opened
// from /token. Wallets are played by stand-ins injected before the app loads that speak the real
// protocols: an EIP-1193 provider announced through EIP-6963, and Phantom's injected Solana provider.

const EVM_ACCOUNT = "0x71C7656EC7ab88b098defB751B7401B5f6d8976F";

/** A browser wallet as MetaMask exposes it: EIP-1193 `request` + events, announced via EIP-6963. */
function installEvmWallet(account: string) {
  const calls: string[] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const supported = ["0x1", "0x89", "0x38", "0xa4b1", "0xa", "0x2105"];
  let chainId = "0x89"; // Polygon
  let authorized = false;
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
  const provider = {
    isMetaMask: true,
    async request({ method, params }: { method: string; params?: unknown[] }) {
      calls.push(method);
      switch (method) {
        case "eth_requestAccounts":
          authorized = true;
          emit("accountsChanged", [account]);
          return [account];
        case "eth_accounts":
          return authorized ? [account] : [];
        case "eth_chainId":
          return chainId;
        case "wallet_switchEthereumChain": {
          const next = (params?.[0] as { chainId?: string } | undefined)?.chainId ?? "";
          if (!supported.includes(next)) throw rpcError(4902, `Unrecognized chain ID "${next}"`);
          chainId = next;
          emit("chainChanged", next);
          return null;
        }
        case "wallet_revokePermissions":
          authorized = false;
          emit("accountsChanged", []);
          return null;
        default:
          throw rpcError(4200, `The wallet does not support ${method}`);
      }
    },
    on(event: string, listener: (payload: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return provider;
    },
    removeListener(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  const info = Object.freeze({
    uuid: "6f0c8b8e-2f1d-4c53-9c0e-9d6d7f1f0a11",
    name: "MetaMask",
    icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'%3E%3Crect width='10' height='10' fill='%23f6851b'/%3E%3C/svg%3E",
    rdns: "io.metamask",
  });
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }),
    );
  window.addEventListener("eip6963:requestProvider", announce);
  announce();
  Object.assign(window, { ethereum: provider, __evmWalletCalls: calls });
}

const short = (address: string) =>
  address.startsWith("0x")
    ? `${address.slice(0, 6)}…${address.slice(-4)}`
    : `${address.slice(0, 4)}…${address.slice(-4)}`;

function walletDialog(page: Page) {
  return page.getByRole("dialog", { name: "Connect a wallet" });
}

test("the wallet modal opens from /token with both tabs, and only Solana in Solana-only mode", async ({
  page,
}) => {
  await page.goto("/token");
  await page.getByRole("button", { name: "Connect wallet", exact: true }).click();
  const dialog = walletDialog(page);
  await expect(dialog).toBeVisible();

  const tabs = dialog.getByRole("tab");
  await expect(tabs).toHaveText(["Ethereum & EVM", "Solana"]);
  await expect(dialog.getByRole("tab", { name: "Ethereum & EVM" })).toHaveAttribute("aria-selected", "true");
  const evm = dialog.getByRole("tabpanel");
  // No browser wallet here: MetaMask is offered with an install link.
  await expect(evm.getByRole("link", { name: /Install MetaMask/ })).toHaveAttribute(
    "href",
    "https://metamask.io/download/",
  );
  // The e2e deployment has no WalletConnect project id: the option is shown disabled with the reason.
  await expect(evm.getByRole("button", { name: "Connect WalletConnect" })).toBeDisabled();
  await expect(evm.getByText("Not available on this site yet")).toBeVisible();
  await expect(evm.getByRole("button", { name: "Connect Coinbase Wallet" })).toBeEnabled();
  await expect(evm.getByText("Exchange wallet")).toBeVisible();
  await page.screenshot({ path: shot("wallet-modal-evm") });
  await expectNoSeriousA11yViolations(page, "dialog");

  // Keyboard: the arrow keys move between tabs.
  await dialog.getByRole("tab", { name: "Ethereum & EVM" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("tab", { name: "Solana" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("tab", { name: "Solana" })).toBeFocused();
  const solana = dialog.getByRole("tabpanel");
  await expect(solana.getByRole("list", { name: "Solana wallets" }).getByRole("listitem")).toHaveCount(4);
  await expect(solana.getByRole("link", { name: /Install Phantom/ })).toBeVisible();
  await expect(solana.getByRole("button", { name: "Connect Solflare" })).toBeEnabled();
  await expect(solana.getByText("Web wallet")).toBeVisible();
  await expect(solana.getByRole("link", { name: /Install MetaMask/ })).toBeVisible();
  await expect(solana.getByRole("link", { name: /Install Coinbase Wallet/ })).toBeVisible();
  await page.screenshot({ path: shot("wallet-modal-solana") });
  await expectNoSeriousA11yViolations(page, "dialog");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Connect Solana wallet" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("tab")).toHaveText(["Solana"]);
  await expect(dialog.getByText("This needs a Solana wallet.")).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Solana wallets" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "dialog");
});

test("the disclaimer links to the terms and the privacy policy", async ({ page }) => {
  await page.goto("/token");
  await page.getByRole("button", { name: "Connect wallet", exact: true }).click();
  const dialog = walletDialog(page);
  await expect(dialog).toContainText("By connecting a wallet, you agree to");
  await expect(dialog.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute(
    "href",
    "/terms-and-conditions",
  );
  await dialog.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions#privacy$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: /Privacy Policy/ })).toBeInViewport();
});

test("an EIP-6963 browser wallet connects, the modal closes after 1.5 s and the connection persists", async ({
  page,
}) => {
  await page.addInitScript(installEvmWallet, EVM_ACCOUNT);
  await page.goto("/token");
  await page.getByRole("button", { name: "Connect wallet", exact: true }).click();
  const dialog = walletDialog(page);
  const metaMask = dialog.getByRole("listitem").filter({ hasText: "MetaMask" });
  await expect(metaMask).toContainText("Detected");
  await metaMask.getByRole("button", { name: "Connect MetaMask" }).click();

  await expect(dialog.getByText("Wallet connected")).toBeVisible();
  const connectedAt = Date.now();
  await expect(dialog.getByText(short(EVM_ACCOUNT))).toBeVisible();
  await expect(dialog.getByText("Network: Polygon")).toBeVisible();
  await page.screenshot({ path: shot("wallet-modal-evm-connected") });
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  expect(Date.now() - connectedAt).toBeGreaterThanOrEqual(1_000);

  // The page remembers the connection (wallet-state atoms) …
  const walletButton = page.getByRole("button", {
    name: new RegExp(`Connected wallet ${short(EVM_ACCOUNT)}`),
  });
  await expect(walletButton).toContainText("Polygon");
  const calls = await page.evaluate(
    () => (window as unknown as { __evmWalletCalls: string[] }).__evmWalletCalls,
  );
  expect(calls).toEqual(expect.arrayContaining(["eth_requestAccounts", "eth_accounts", "eth_chainId"]));

  // … and so does the modal, which can switch the network and disconnect.
  await walletButton.click();
  await expect(dialog.getByText(short(EVM_ACCOUNT))).toBeVisible();
  await expectNoSeriousA11yViolations(page, "dialog");
  await dialog.getByLabel("Switch network").selectOption({ label: "Base" });
  await expect(dialog.getByText("Network: Base")).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __evmWalletCalls: string[] }).__evmWalletCalls),
  ).toContain("wallet_switchEthereumChain");
  await dialog.getByRole("button", { name: "Disconnect" }).click();
  await expect(dialog.getByRole("button", { name: "Connect MetaMask" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Connect wallet", exact: true })).toBeVisible();
});

test("a Phantom wallet connects on the Solana tab and stays connected", async ({ page }) => {
  // Phantom's injected provider, its key in the test process (e2e/lib/solana-wallet.ts).
  const { address: SOLANA_KEY } = await installSolanaWallet(page);
  await page.goto("/token");
  await page.getByRole("button", { name: "Connect Solana wallet" }).click();
  const dialog = walletDialog(page);
  const phantom = dialog.getByRole("listitem").filter({ hasText: "Phantom" });
  await expect(phantom).toContainText("Detected");
  await phantom.getByRole("button", { name: "Connect Phantom" }).click();

  await expect(dialog.getByText("Wallet connected")).toBeVisible();
  await expect(dialog.getByText(short(SOLANA_KEY))).toBeVisible();
  await expect(dialog.getByText(/Network: Solana/)).toBeVisible();
  await page.screenshot({ path: shot("wallet-modal-solana-connected") });
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  const walletButton = page.getByRole("button", {
    name: new RegExp(`Connected wallet ${short(SOLANA_KEY)}`),
  });
  await expect(walletButton).toContainText("Solana");
  // The general wallet button shows the EVM wallet only, and none is connected.
  await expect(page.getByRole("button", { name: "Connect wallet", exact: true })).toBeVisible();
  await walletButton.click();
  await expect(dialog.getByText(short(SOLANA_KEY))).toBeVisible();
  await dialog.getByRole("button", { name: "Disconnect" }).click();
  await expect(dialog.getByRole("button", { name: "Connect Phantom" })).toBeVisible();
});

/** Strings only the wallet libraries contain (wagmi/viem, the Solana adapters, EIP-6963 discovery). */
const WALLET_CODE_MARKERS = ["eip6963:requestProvider", "eth_requestAccounts", "isPhantomInstalled"];

/**
 * The scripts the page loaded during `action` whose code contains wallet code. Only the URLs are
 * collected while the page runs; the bodies are fetched afterwards from the same server, because a
 * response's body is gone from the browser once the page has navigated away from it.
 */
async function scriptsContainingWalletCode(page: Page, action: () => Promise<void>): Promise<string[]> {
  const urls = new Set<string>();
  const collect = (response: Response) => {
    if (response.request().resourceType() === "script") urls.add(response.url());
  };
  page.on("response", collect);
  try {
    await action();
    await page.waitForLoadState("networkidle");
  } finally {
    page.off("response", collect);
  }
  const hits: string[] = [];
  for (const url of urls) {
    const body = await (await page.request.get(url)).text();
    if (WALLET_CODE_MARKERS.some((marker) => body.includes(marker))) hits.push(url);
  }
  return hits;
}

test("wallet code is not loaded on the landing, only with the wallet modal", async ({ page }) => {
  const onLanding = await scriptsContainingWalletCode(page, async () => {
    await page.goto("/");
  });
  expect(onLanding).toEqual([]);

  // The markers are real: opening the modal loads scripts that contain them.
  const withModal = await scriptsContainingWalletCode(page, async () => {
    await page.goto("/token");
    await page.getByRole("button", { name: "Connect wallet", exact: true }).click();
    await expect(walletDialog(page).getByRole("tab", { name: "Solana" })).toBeVisible();
  });
  expect(withModal.length).toBeGreaterThan(0);
});
