import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { expectNoSeriousA11yViolations } from "./lib/axe.ts";
import { query } from "./lib/db.ts";

// The waitlist popup (spec 000 §2, §5) and the feedback button and form (spec 001 §2, §4, §5, §8),
// clicked through in Chromium against the real API and database.

/** Every call the page makes to our API, as "METHOD /path". */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function openWaitlist(page: Page): Promise<Locator> {
  await page.goto("/signup");
  const dialog = page.getByRole("dialog", { name: "Join the JadeVerse waitlist" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("waitlist popup", () => {
  test("Subscribe is enabled only with a valid e-mail and both boxes ticked", async ({ page }) => {
    const dialog = await openWaitlist(page);
    const subscribe = dialog.getByRole("button", { name: "Subscribe" });
    const email = dialog.getByLabel("E-mail", { exact: true });
    const news = dialog.getByRole("checkbox", { name: /receive JadeVerse news/ });
    const terms = dialog.getByRole("checkbox", { name: /I accept the Terms and Conditions/ });
    await expect(subscribe).toBeDisabled();

    // the country list: long, first entry empty, alpha-2 values
    const options = dialog.getByLabel("Country").locator("option");
    expect(await options.count()).toBeGreaterThan(200);
    await expect(options.first()).toHaveAttribute("value", "");
    await expect(options.first()).toHaveText("");
    await expect(dialog.getByLabel("Country")).toHaveValue("");
    await expect(
      dialog.getByRole("link", { name: "Terms and Conditions and Privacy Policy" }),
    ).toHaveAttribute("href", "/terms-and-conditions");
    await page.screenshot({ path: shot("waitlist-empty") });
    await expectNoSeriousA11yViolations(page, "dialog");

    await news.check();
    await terms.check();
    for (const bad of ["mei", "mei@", "mei@example", "mei@@example.com", "mei lin@example.com"]) {
      await email.fill(bad);
      await expect(subscribe, bad).toBeDisabled();
    }
    await email.fill("mei@example.com");
    await expect(subscribe).toBeEnabled();
    await news.uncheck();
    await expect(subscribe).toBeDisabled();
    await news.check();
    await terms.uncheck();
    await expect(subscribe).toBeDisabled();
    await terms.check();
    await expect(subscribe).toBeEnabled();
    await page.screenshot({ path: shot("waitlist-ready") });
  });

  test("a sign-up is stored, shows the success panel with social links, and a repeat adds no row", async ({
    page,
  }) => {
    const address = unique("waitlist");
    const calls = recordApiCalls(page);
    const dialog = await openWaitlist(page);
    await dialog.getByLabel("Name", { exact: true }).fill("Mei Lin");
    await dialog.getByLabel("Country").selectOption("SG");
    await dialog.getByLabel("E-mail", { exact: true }).fill(address.toUpperCase());
    await dialog.getByRole("checkbox", { name: /receive JadeVerse news/ }).check();
    await dialog.getByRole("checkbox", { name: /I accept the Terms/ }).check();
    await dialog.getByRole("button", { name: "Subscribe" }).click();

    const success = page.getByRole("dialog", { name: "You're on the waitlist!" });
    await expect(success).toBeVisible();
    for (const network of ["X", "Discord", "Telegram"]) {
      const link = success.getByRole("link", { name: network, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await page.screenshot({ path: shot("waitlist-success") });
    await expectNoSeriousA11yViolations(page, "dialog");
    expect(calls.filter((c) => c === "POST /api/waitlist")).toHaveLength(1);

    const rows = await query(
      "select email, name, country, marketing_consent_at, terms_accepted_at from waitlist_entries where email = ?",
      [address],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: address, name: "Mei Lin", country: "SG" });
    expect(rows[0]?.marketing_consent_at).not.toBeNull();
    expect(rows[0]?.terms_accepted_at).not.toBeNull();

    await success.getByRole("button", { name: "Done" }).click();
    await expect(success).toBeHidden();

    // the same address again (different case, different name): still a success, still one row
    const again = await openWaitlist(page);
    await again.getByLabel("Name", { exact: true }).fill("Someone Else");
    await again.getByLabel("E-mail", { exact: true }).fill(address);
    await again.getByRole("checkbox", { name: /receive JadeVerse news/ }).check();
    await again.getByRole("checkbox", { name: /I accept the Terms/ }).check();
    await again.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("dialog", { name: "You're on the waitlist!" })).toBeVisible();
    const after = await query("select name from waitlist_entries where lower(email) = lower(?)", [address]);
    expect(after).toEqual([expect.objectContaining({ name: "Mei Lin" })]);
  });

  test("oversized or invalid input sends nothing", async ({ page }) => {
    const calls = recordApiCalls(page);
    const dialog = await openWaitlist(page);
    const subscribe = dialog.getByRole("button", { name: "Subscribe" });
    await dialog.getByRole("checkbox", { name: /receive JadeVerse news/ }).check();
    await dialog.getByRole("checkbox", { name: /I accept the Terms/ }).check();

    await dialog.getByLabel("E-mail", { exact: true }).fill(`${"a".repeat(250)}@example.com`);
    await expect(dialog.getByText("This e-mail address is too long.")).toBeVisible();
    await expect(subscribe).toBeDisabled();
    await dialog.getByLabel("E-mail", { exact: true }).press("Enter");

    await dialog.getByLabel("E-mail", { exact: true }).fill("ok@example.com");
    await dialog.getByLabel("Name", { exact: true }).fill("n".repeat(101));
    await expect(dialog.getByText("Please keep your name under 100 characters.")).toBeVisible();
    await expect(subscribe).toBeDisabled();
    await dialog.getByLabel("Name", { exact: true }).press("Enter");

    await dialog.getByLabel("Name", { exact: true }).fill("");
    await dialog.getByLabel("E-mail", { exact: true }).fill("not-an-email");
    await dialog.getByLabel("E-mail", { exact: true }).press("Enter");
    await expect(subscribe).toBeDisabled();
    await page.screenshot({ path: shot("waitlist-invalid") });
    expect(calls.filter((c) => c.includes("/api/waitlist"))).toEqual([]);
  });

  test("a failed submission shows an inline error and keeps the input", async ({ page }) => {
    await page.route("**/api/waitlist", (route) => route.abort("connectionfailed"));
    const dialog = await openWaitlist(page);
    await dialog.getByLabel("Name", { exact: true }).fill("Offline Olga");
    await dialog.getByLabel("E-mail", { exact: true }).fill("offline@example.com");
    await dialog.getByRole("checkbox", { name: /receive JadeVerse news/ }).check();
    await dialog.getByRole("checkbox", { name: /I accept the Terms/ }).check();
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Network error. Please check your connection and try again.",
    );
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Offline Olga");
    await expect(dialog.getByLabel("E-mail", { exact: true })).toHaveValue("offline@example.com");
    await expect(dialog.getByRole("button", { name: "Subscribe" })).toBeEnabled();
    await page.screenshot({ path: shot("waitlist-failure") });
    await expectNoSeriousA11yViolations(page, "dialog");
  });
});

const FEEDBACK_TITLE = "Share Your Feedback with our team!";

async function openFeedback(page: Page, half: "Send feedback" | "Report a bug"): Promise<Locator> {
  const button = page.getByRole("button", { name: half });
  await button.hover();
  await button.click();
  const dialog = page.getByRole("dialog", { name: FEEDBACK_TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function latestFeedback() {
  const rows = await query(
    "select id, user_id, type, grade, message, additional_fields, user_agent, page_url from feedback order by id desc limit 1",
  );
  const row = rows[0];
  return row ? { ...row, fields: JSON.parse(String(row.additional_fields)) } : undefined;
}

test.describe("feedback", () => {
  test("the left half opens feedback, the right half a bug report, each lit on hover", async ({ page }) => {
    await page.goto("/");
    const left = page.getByRole("button", { name: "Send feedback" });
    const right = page.getByRole("button", { name: "Report a bug" });
    await expect(left).toBeVisible();
    await expect(right).toBeVisible();
    const leftBox = (await left.boundingBox())!;
    const rightBox = (await right.boundingBox())!;
    expect(leftBox.x).toBeLessThan(rightBox.x);
    // small, in the bottom-right corner
    const viewport = page.viewportSize()!;
    expect(rightBox.x + rightBox.width).toBeGreaterThan(viewport.width - 40);
    expect(rightBox.y + rightBox.height).toBeGreaterThan(viewport.height - 40);
    expect(rightBox.x + rightBox.width - leftBox.x).toBeLessThan(220);

    const background = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);
    const idle = await background(left);
    await left.hover();
    await expect.poll(() => background(left)).not.toBe(idle);
    expect(await background(right)).toBe(idle);
    await page.screenshot({
      path: shot("feedback-button-hover-feedback"),
      clip: hoverClip(leftBox, rightBox),
    });
    await right.hover();
    await expect.poll(() => background(right)).not.toBe(idle);
    await expect.poll(() => background(left)).toBe(idle);
    await page.screenshot({ path: shot("feedback-button-hover-bug"), clip: hoverClip(leftBox, rightBox) });

    let dialog = await openFeedback(page, "Send feedback");
    await expect(dialog.getByRole("radio", { name: "General feedback" })).toBeChecked();
    await expect(dialog.getByRole("radiogroup", { name: "How do you like JadeVerse?" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    dialog = await openFeedback(page, "Report a bug");
    await expect(dialog.getByRole("radio", { name: "Bug report" })).toBeChecked();
    await expect(dialog.getByLabel("Browser")).toBeVisible();
    await page.keyboard.press("Escape");

    // keyboard: both halves are real buttons
    await page.getByRole("button", { name: "Report a bug" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: FEEDBACK_TITLE })).toBeVisible();
  });

  test("general feedback: the spec's messages, nothing sent, messages clear after 5 s", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const calls = recordApiCalls(page);
    const dialog = await openFeedback(page, "Send feedback");
    // the page's clock only moves when we say: the messages clear 5 s after they appear
    await freezeClock(page);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText("Please select a rating")).toBeVisible();
    await expect(dialog.getByText("Please enter a message")).toBeVisible();
    await page.screenshot({ path: shot("feedback-general-errors") });
    const moved = await axeWhileFrozen(page);
    await page.clock.runFor(4_900 - moved);
    await expect(dialog.getByText("Please select a rating")).toBeVisible();
    await page.clock.runFor(200);
    await expect(dialog.getByText("Please select a rating")).toBeHidden();
    await expect(dialog.getByText("Please enter a message")).toBeHidden();
    await page.clock.resume();

    // a blank message is still no message
    await pickStars(dialog, 4);
    await dialog.getByLabel("Your feedback").fill("    ");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText("Please enter a message")).toBeVisible();
    await expect(dialog.getByText("Please select a rating")).toBeHidden();
    expect(calls.filter((c) => c.includes("/api/feedback"))).toEqual([]);
  });

  test("general feedback is stored with grade and message, thanked, and closed after 2 s", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    const dialog = await openFeedback(page, "Send feedback");
    const stars = dialog.getByRole("radiogroup", { name: "How do you like JadeVerse?" });
    await expect(stars.getByRole("radio")).toHaveCount(5);
    // keyboard: arrows move between the stars
    await dialog.getByLabel("1 star").focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByLabel("4 stars")).toBeChecked();
    await dialog.getByLabel("Your feedback").fill("The wheel is great fun!");
    await page.screenshot({ path: shot("feedback-general-filled") });
    // the page's clock only moves when we say: the dialog closes 2 s after the thanks
    await freezeClock(page);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await tickUntilVisible(page, dialog.getByText("Thank you for your feedback!"));
    await page.screenshot({ path: shot("feedback-success") });
    const moved = await axeWhileFrozen(page);
    await page.clock.runFor(1_900 - moved);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(200);
    await expect(dialog).toBeHidden();
    await page.clock.resume();

    const row = await latestFeedback();
    expect(row).toMatchObject({
      type: "feedback",
      grade: 4,
      message: "The wheel is great fun!",
      user_id: null,
      page_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/$/),
    });
    expect(row?.fields).toMatchObject({ starRating: 4, browser: expect.stringMatching(/^Chrom/) });
    expect(String(row?.user_agent)).toContain("Chrome");
  });

  test("a failed submission says so and the message clears after 5 s", async ({ page }) => {
    await page.route("**/api/feedback", (route) => route.abort("connectionfailed"));
    await page.clock.install();
    await page.goto("/");
    const dialog = await openFeedback(page, "Send feedback");
    await pickStars(dialog, 5);
    await dialog.getByLabel("Your feedback").fill("Offline praise");
    await freezeClock(page);
    await dialog.getByRole("button", { name: "Submit" }).click();
    const failure = dialog.getByText("Failed to submit feedback. Please try again.");
    await tickUntilVisible(page, failure);
    await page.screenshot({ path: shot("feedback-failure") });
    const moved = await axeWhileFrozen(page);
    await page.clock.runFor(4_900 - moved);
    await expect(failure).toBeVisible();
    await page.clock.runFor(200);
    await expect(failure).toBeHidden();
    await page.clock.resume();
    // nothing was lost: the same input can be sent again
    await expect(dialog.getByLabel("Your feedback")).toHaveValue("Offline praise");
    await expect(dialog.getByRole("radio", { name: "5 stars" })).toBeChecked();
  });

  test("an anonymous bug report needs a username, browser and device type", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const calls = recordApiCalls(page);
    const dialog = await openFeedback(page, "Report a bug");
    await freezeClock(page);
    await dialog.getByRole("button", { name: "Submit" }).click();
    for (const message of [
      "Please enter your username",
      "Please select the browser",
      "Please select the device type",
      "Please enter a message",
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel("Username")).toBeFocused();
    await page.screenshot({ path: shot("feedback-bug-errors") });
    await axeWhileFrozen(page);
    await page.clock.resume();

    await dialog.getByLabel("Browser").selectOption("firefox");
    await dialog.getByLabel("Device type").selectOption("laptop");
    await dialog.getByLabel("What went wrong?").fill("The spin button stays disabled.");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText("Please enter your username")).toBeVisible();
    await expect(dialog.getByText("Please select the browser")).toBeHidden();
    expect(calls.filter((c) => c.includes("/api/feedback"))).toEqual([]);

    await dialog.getByLabel("Username").fill("bug_hunter");
    await dialog.getByLabel("Steps to reproduce (optional)").fill("1. Open the wheel\n2. Spin twice");
    await page.screenshot({ path: shot("feedback-bug-filled") });
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText("Thank you for your feedback!")).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 4_000 });
    const row = await latestFeedback();
    expect(row).toMatchObject({
      type: "bug",
      grade: null,
      user_id: null,
      message: "The spin button stays disabled.",
    });
    expect(row?.fields).toMatchObject({
      username: "bug_hunter",
      selectedBrowser: "firefox",
      deviceType: "laptop",
      steps: "1. Open the wheel\n2. Spin twice",
    });
  });

  test("a signed-in demo player with a nickname reports a bug without a username", async ({ page }) => {
    const [demo] = await query("select id, nickname from users where demo_id = 'jade-beta'");
    expect(demo?.nickname).toBeTruthy();
    await page.goto("/?demoId=jade-beta");
    await expect(page).toHaveURL(/\/dashboard$/);
    const dialog = await openFeedback(page, "Report a bug");
    await expect(dialog.getByLabel("Browser")).toBeVisible();
    await expect(dialog.getByLabel("Username")).toHaveCount(0);
    await dialog.getByLabel("Browser").selectOption("chrome");
    await dialog.getByLabel("Device type").selectOption("desktop");
    await dialog.getByLabel("What went wrong?").fill("Leaderboard shows my old rank.");
    await page.screenshot({ path: shot("feedback-bug-signed-in") });
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText("Thank you for your feedback!")).toBeVisible();
    const row = await latestFeedback();
    expect(row).toMatchObject({ type: "bug", user_id: demo?.id, message: "Leaderboard shows my old rank." });
    expect(row?.fields).toMatchObject({
      username: demo?.nickname,
      selectedBrowser: "chrome",
      deviceType: "desktop",
    });
    expect(String(row?.page_url)).toMatch(/\/dashboard$/);
  });

  test("on a touch screen the button is one tap target that opens feedback", async ({ browser }) => {
    const page = await touchPage(browser);
    await page.goto("/");
    const button = page.getByRole("button", { name: "Send feedback" });
    await expect(button).toBeVisible();
    await expect(page.getByRole("button", { name: "Report a bug" })).toHaveCount(0);
    await button.tap();
    const dialog = page.getByRole("dialog", { name: FEEDBACK_TITLE });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "General feedback" })).toBeChecked();
    await page.screenshot({ path: shot("feedback-touch") });
    // the form can still switch to a bug report
    await dialog.getByText("Bug report").tap();
    await expect(dialog.getByRole("radio", { name: "Bug report" })).toBeChecked();
    await expect(dialog.getByLabel("Device type")).toBeVisible();
    await page.context().close();
  });
});

/**
 * Stops the page's (installed) clock, so a screenshot can take its time before a timer of the form
 * fires; `page.clock.runFor` then moves time on exactly.
 */
async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/**
 * Moves a paused page clock on in small steps until the locator shows: a fetch's answer reaches
 * React through a zero-delay timer, which only runs when the clock moves.
 */
async function tickUntilVisible(page: Page, locator: Locator) {
  await expect
    .poll(async () => {
      await page.clock.runFor(5);
      return locator.isVisible();
    })
    .toBe(true);
}

/**
 * axe on the open dialog while the page's clock is paused: axe itself schedules zero-delay timers,
 * so the clock is nudged a millisecond at a time until it is done. Returns how far it moved (ms).
 */
async function axeWhileFrozen(page: Page): Promise<number> {
  let running = true;
  let moved = 0;
  const ticking = (async () => {
    while (running) {
      // The clock belongs to the context: axe finishes its run in a page of its own and closes it,
      // which can cut one tick short. The next one goes through.
      const ticked = await page.clock.runFor(1).then(
        () => true,
        () => false,
      );
      if (ticked) moved++;
    }
  })();
  try {
    await expectNoSeriousA11yViolations(page, "dialog");
  } finally {
    running = false;
    await ticking;
  }
  return moved;
}

/** Clicks a star the way a player does: the star drawn inside the radio's label. */
async function pickStars(dialog: Locator, stars: number) {
  await dialog.locator("label", { hasText: `${stars} stars` }).click();
  await expect(dialog.getByRole("radio", { name: `${stars} stars` })).toBeChecked();
}

function hoverClip(
  left: { x: number; y: number },
  right: { x: number; y: number; width: number; height: number },
) {
  const x = Math.max(0, left.x - 12);
  const y = Math.max(0, right.y - 12);
  return { x, y, width: right.x + right.width - x + 12, height: right.height + 24 };
}

async function touchPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
    baseURL: test.info().project.use.baseURL,
  });
  return context.newPage();
}
