import { feedback } from "@jadeverse/db/schema";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_SUCCESS_MESSAGE } from "../../lib/feedback/constants.ts";

const general = (extra: Record<string, unknown> = {}) => ({
  type: "feedback",
  grade: 4,
  message: "Love the wheel!",
  additionalFields: { browser: "Chrome 140", platform: "Linux" },
  ...extra,
});

const bug = (fields: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  type: "bug",
  grade: null,
  message: "The spin button stays disabled.",
  additionalFields: { selectedBrowser: "firefox", deviceType: "laptop", ...fields },
  ...extra,
});

async function newest(api: TestApi) {
  const [row] = await api.db.orm.select().from(feedback).orderBy(desc(feedback.id)).limit(1);
  return row;
}

async function withNickname(api: TestApi, email: string, nickname: string) {
  const player = await api.signUp(email);
  const res = await api.request("PATCH", "/api/users/me", { token: player.token, body: { nickname } });
  expect(res.status).toBe(200);
  return player;
}

describe("POST /api/feedback", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it("stores anonymous general feedback with its grade, and answers 201", async () => {
    const res = await api.request("POST", "/api/feedback", {
      body: general({
        message: "  Love the wheel!  ",
        additionalFields: {
          browser: "Chrome 140",
          platform: "Linux",
          pageUrl: "https://jadeverse.example/reset-password?token=secret#top",
        },
      }),
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) TestAgent" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: FEEDBACK_SUCCESS_MESSAGE, id: expect.any(Number) });
    const row = await newest(api);
    expect(row).toMatchObject({
      id: res.body.id,
      userId: null,
      type: "feedback",
      grade: 4,
      message: "Love the wheel!",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) TestAgent",
      // query and fragment dropped: they can carry tokens
      pageUrl: "https://jadeverse.example/reset-password",
      additionalFields: { browser: "Chrome 140", platform: "Linux", starRating: 4 },
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it("attaches the signed-in player (bearer) and records their nickname as username", async () => {
    const { token, userId } = await withNickname(api, "rated@example.com", "JadeFan");
    const res = await api.request("POST", "/api/feedback", { token, body: general({ grade: 5 }) });
    expect(res.status).toBe(201);
    const row = await newest(api);
    expect(row).toMatchObject({ userId, grade: 5, additionalFields: { username: "JadeFan", starRating: 5 } });
  });

  it("attaches the player from the access_token cookie sent from our origin", async () => {
    const { token, userId } = await api.signUp("cookie@example.com");
    const res = await api.request("POST", "/api/feedback", {
      body: general(),
      headers: { cookie: `access_token=${token}`, origin: "http://localhost:3000" },
    });
    expect(res.status).toBe(201);
    expect((await newest(api))?.userId).toBe(userId);
  });

  it("refuses a cookie session on a request from another site (CSRF), storing nothing", async () => {
    const { token } = await api.signUp("csrf@example.com");
    const before = await api.db.orm.$count(feedback);
    const res = await api.request("POST", "/api/feedback", {
      body: general(),
      headers: { cookie: `access_token=${token}`, origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await api.db.orm.$count(feedback)).toBe(before);
  });

  it("treats an unknown or revoked token as anonymous rather than refusing the feedback", async () => {
    const unknown = await api.request("POST", "/api/feedback", { token: "x".repeat(43), body: general() });
    expect(unknown.status).toBe(201);
    expect((await newest(api))?.userId).toBeNull();
    const { token } = await api.signUp("revoked@example.com");
    await api.request("POST", "/api/auth/logout", { token });
    const revoked = await api.request("POST", "/api/feedback", { token, body: general() });
    expect(revoked.status).toBe(201);
    expect((await newest(api))?.userId).toBeNull();
  });

  it("requires a username on an anonymous bug report", async () => {
    const before = await api.db.orm.$count(feedback);
    const missing = await api.request("POST", "/api/feedback", { body: bug() });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Please enter your username",
    });
    const blank = await api.request("POST", "/api/feedback", { body: bug({ username: "   " }) });
    expect(blank.status).toBe(400);
    expect(await api.db.orm.$count(feedback)).toBe(before);

    const ok = await api.request("POST", "/api/feedback", {
      body: bug({ username: " tester42 ", browser: "Firefox 130", platform: "macOS", steps: "1. Spin" }),
    });
    expect(ok.status).toBe(201);
    expect(await newest(api)).toMatchObject({
      userId: null,
      type: "bug",
      grade: null,
      additionalFields: {
        username: "tester42",
        selectedBrowser: "firefox",
        deviceType: "laptop",
        browser: "Firefox 130",
        platform: "macOS",
        steps: "1. Spin",
      },
    });
  });

  it("takes a signed-in player's nickname as the bug reporter's username", async () => {
    const { token, userId } = await withNickname(api, "bugger@example.com", "BugHunter");
    const res = await api.request("POST", "/api/feedback", { token, body: bug() });
    expect(res.status).toBe(201);
    expect(await newest(api)).toMatchObject({
      userId,
      type: "bug",
      additionalFields: { username: "BugHunter", selectedBrowser: "firefox", deviceType: "laptop" },
    });
  });

  it("still asks a signed-in player without a nickname for a username", async () => {
    const { token, userId } = await api.signUp("nonick@example.com");
    const missing = await api.request("POST", "/api/feedback", { token, body: bug() });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe("Please enter your username");
    const ok = await api.request("POST", "/api/feedback", { token, body: bug({ username: "nonick" }) });
    expect(ok.status).toBe(201);
    expect(await newest(api)).toMatchObject({ userId, additionalFields: { username: "nonick" } });
  });

  it.each([
    ["a missing message", general({ message: undefined }), "Please enter a message"],
    ["a blank message", general({ message: "   " }), "Please enter a message"],
    ["a bug without message", bug({ username: "u" }, { message: "" }), "Please enter a message"],
    ["a missing rating", general({ grade: undefined }), "Please select a rating"],
    ["a rating of 0", general({ grade: 0 }), "Please select a rating"],
    ["a rating of 6", general({ grade: 6 }), "Please select a rating"],
    ["a fractional rating", general({ grade: 3.5 }), "Please select a rating"],
    ["a rating as text", general({ grade: "5" }), "Please select a rating"],
    [
      "a bug without browser",
      bug({ username: "u", selectedBrowser: undefined }),
      "Please select the browser",
    ],
    [
      "a bug with an unknown browser",
      bug({ username: "u", selectedBrowser: "netscape" }),
      "Please select the browser",
    ],
    ["a bug without device type", bug({ username: "u", deviceType: "" }), "Please select the device type"],
  ])("refuses %s with the form's message", async (_label, body, message) => {
    const before = await api.db.orm.$count(feedback);
    const res = await api.request("POST", "/api/feedback", { body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.details.issues.map((i: { message: string }) => i.message)).toContain(message);
    expect(await api.db.orm.$count(feedback)).toBe(before);
  });

  it.each([
    ["an oversized message", general({ message: "m".repeat(FEEDBACK_MESSAGE_MAX + 1) })],
    ["an oversized username", bug({ username: "u".repeat(33) })],
    ["oversized steps", bug({ username: "u", steps: "s".repeat(2_001) })],
    ["an unknown type", general({ type: "praise" })],
    ["an unknown top-level field", general({ email: "x@example.com" })],
    ["an unknown additional field", general({ additionalFields: { favouriteColour: "jade" } })],
    ["bug fields on general feedback", general({ additionalFields: { deviceType: "mobile" } })],
    ["a grade on a bug report", bug({ username: "u" }, { grade: 3 })],
    ["a page URL that is not http(s)", general({ additionalFields: { pageUrl: "javascript:alert(1)" } })],
  ])("refuses %s and stores nothing", async (_label, body) => {
    const before = await api.db.orm.$count(feedback);
    const res = await api.request("POST", "/api/feedback", { body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(await api.db.orm.$count(feedback)).toBe(before);
  });
});

describe("feedback rate limits", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_DISABLED: "false", TRUST_PROXY: "true" });
  });
  afterAll(() => api.close());

  const from = (ip: string, token?: string) =>
    api.request("POST", "/api/feedback", { body: general(), token, headers: { "x-forwarded-for": ip } });

  it("answers 429 after 10 submissions from one IP", async () => {
    for (let i = 0; i < 10; i++) expect((await from("203.0.113.1")).status).toBe(201);
    const blocked = await from("203.0.113.1");
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("RATE_LIMITED");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // another address is not affected
    expect((await from("203.0.113.2")).status).toBe(201);
  });

  it("limits one player across addresses", async () => {
    const { token } = await api.signUp("chatty@example.com");
    for (let i = 0; i < 10; i++) expect((await from(`198.51.100.${i + 1}`, token)).status).toBe(201);
    const blocked = await from("198.51.100.99", token);
    expect(blocked.status).toBe(429);
    // the same fresh address without that player's session still gets through
    expect((await from("198.51.100.99")).status).toBe(201);
  });
});
