// The feedback button and form (docs/product/economy.md §2, §4, §5, §8), clicked through in Chromium against the
// real API and database.
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { axeWhileFrozen, expectShownFor, freezeClock, tickUntilVisible } from "./lib/clock.ts";
import { query } from "./lib/db.ts";
import { recordApiCalls } from "./lib/requests.ts";

const FEEDBACK_TITLE = "Share Your Feedback with our team!";

async function openFeedback(page: Page, half: "Send feedback" | "Report a bug"): Promise<Locator> {
  const button = page.getByRole("button", { name: half });
  await button.hover();
  await button.click();
  const dialog = page.getByRole("dialog", { name: FEEDBACK_TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function latestFeedback(): Promise<
  (Record<string, unknown> & { fields: Record<string, unknown> }) | undefined
> {
  const rows = await query(
    "select id, user_id, type, grade, message, additional_fields, user_agent, page_url from feedback order by id desc limit 1",
  );
  const row = rows[0] as Record<string, unknown> | undefined;
  return row ? { ...row, fields: JSON.parse(String(row.additional_fields)) } : undefined;
}

/** The element's box, once it has one (null while the page swaps its prerendered markup). */
async function settledBox(locator: Locator) {
  let box: Awaited<ReturnType<Locator["boundingBox"]>> = null;
  await expect
    .poll(async () => {
      box = await locator.boundingBox();
      return box !== null;
    })
    .toBe(true);
  return box as unknown as NonNullable<Awaited<ReturnType<Locator["boundingBox"]>>>;
}

test.describe("feedback", () => {
  test("the left half opens feedback, the right half a bug report, each lit on hover", async ({ page }) => {
    await page.goto("/");
    const left = page.getByRole("button", { name: "Send feedback" });
    const right = page.getByRole("button", { name: "Report a bug" });
    await expect(left).toBeVisible();
    await expect(right).toBeVisible();
    // The prerendered landing is replaced by the app once its script runs: measure what stays.
    const leftBox = await settledBox(left);
    const rightBox = await settledBox(right);
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
    // the page's clock only moves when we say: the dialog closes 2 s after the thanks
    await freezeClock(page);
    await dialog.getByRole("button", { name: "Submit" }).click();
    const thankedAt = await tickUntilVisible(page, dialog.getByText("Thank you for your feedback!"));
    await expectShownFor(
      page,
      thankedAt,
      2_000,
      () => expect(dialog).toBeVisible(),
      () => expect(dialog).toBeHidden(),
    );
    await page.clock.resume();
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
    expect(row).toMatchObject({ type: "bug", message: "Leaderboard shows my old rank." });
    // The visit plays a private copy of the persona: the report names that copy.
    const [copy] = await query("select demo_of_id from users where id = ?", [Number(row?.user_id)]);
    expect(copy?.demo_of_id).toBe(demo?.id);
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
