import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emailSchema, passwordSchema, tokenSchema } from "../auth/schemas.ts";
import { ApiError, type ErrorText } from "../errors.ts";
import { FEEDBACK_VALIDATION } from "../feedback/constants.ts";
import { feedbackBody } from "../feedback/schema.ts";
import * as baccarat from "../games/baccarat.ts";
import { assertStake, GameRuleError } from "../games/common.ts";
import * as roulette from "../games/roulette.ts";
import { solanaWalletAddress } from "../solana-wallet-address.ts";
import { displayText } from "../text/display-text.ts";
import { waitlistBody } from "../waitlist/schema.ts";
import { errorMessages, localizeError, renderErrorText } from "./localize.ts";
import english from "./messages/en.json" with { type: "json" };
import {
  errorText,
  fieldProblem,
  PROBLEM_TEMPLATES,
  problemText,
  RULE_TEMPLATES,
  ruleText,
  type SituationId,
} from "./texts.ts";

// Messages written for a situation (docs/i18n.md "API error messages"): their English is what the API
// always said, and a player of another language reads them in theirs.

const issuesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues ?? [];
const refusalOf = (play: () => unknown): string => {
  try {
    play();
  } catch (error) {
    if (error instanceof GameRuleError) return error.message;
    throw error;
  }
  throw new Error("not refused");
};
const known = (text: string | ErrorText): ErrorText => {
  if (typeof text === "string") throw new Error(`not in the catalogue: ${text}`);
  return text;
};

describe("a situation's text", () => {
  it("says in English exactly what the API said before it had an id", () => {
    const cases: [ErrorText, string][] = [
      [errorText("noRoute", { method: "GET", path: "/api/x" }), "No route for GET /api/x"],
      [errorText("methodNotAllowedHere", { method: "DELETE" }), "DELETE is not allowed here."],
      [errorText("crossSiteRefused"), "Cross-site request refused."],
      [errorText("emailVerificationFailed"), "Email verification failed!"],
      [errorText("newPasswordSameAsOld"), "The new password must differ from the old one."],
      [errorText("ownGameHistoryOnly"), "You can only read your own game history."],
      [errorText("wheelNotConfigured"), "The wheel is not configured."],
      [errorText("spinTableNotFound"), "No spin was drawn from a section table with this hash."],
      [errorText("airdropEnded"), "The NFT airdrop has ended."],
      [errorText("tokenNotOnNetwork", { currency: "USDT" }), "USDT not supported on this network"],
      [errorText("solanaNetworkMissing"), "Solana network configuration not found"],
      [
        errorText("priceUnavailable", { symbol: "TON" }),
        "Failed to fetch TON price. Please try again later.",
      ],
      [errorText("limitCrashBet", { min: 10, max: 10000 }), "a crash bet is 10 to 10000 coins"],
      [errorText("limitSlotsLineBet", { min: 1, max: 1000 }), "the line bet is 1 to 1000 coins"],
      [errorText("limitSlotsMaxWin", { max: 250000 }), "one spin may pay at most 250000 coins"],
      [errorText("limitBlackjackStake", { min: 10, max: 5000 }), "the stake is 10 to 5000 coins"],
      [errorText("limitRouletteBet", { min: 1, max: 5000 }), "a roulette bet is 1 to 5000 coins"],
      [errorText("limitRouletteTotal", { max: 20000 }), "the bets of one spin total at most 20000 coins"],
      [
        errorText("limitRouletteMaxWin", { max: 100000, best: 175000 }),
        "one spin may pay at most 100000 coins; these bets could pay 175000",
      ],
      [errorText("limitBaccaratBet", { min: 10, max: 10000 }), "a baccarat bet is 10 to 10000 coins"],
      [errorText("limitBaccaratMaxWin", { max: 110000 }), "one coup may pay at most 110000 coins"],
    ];
    for (const [text, said] of cases) expect(text.english).toBe(said);
  });

  it("is said in the player's language, figures their way, on the error's code and status", () => {
    const error = new ApiError(
      400,
      "GAME_BET_OUT_OF_LIMITS",
      errorText("limitCrashBet", { min: 10, max: 10000 }),
    );
    expect(error.message).toBe("a crash bet is 10 to 10000 coins");
    expect(localizeError(error, "ru")).toEqual({
      language: "ru",
      body: {
        error: { code: "GAME_BET_OUT_OF_LIMITS", message: "ставка в Краше — от 10 до 10\u00a0000 монет" },
      },
    });
    expect(localizeError(error, "en")).toEqual({ language: "en", body: error.toBody() });
    expect(localizeError(error, "ar").body.error.message).toBe("رهان كراش من 10 إلى 10,000 عملة");
  });
});

describe("a validation problem", () => {
  it("is known by its English for every problem our request schemas and zod say", () => {
    const messages = [
      ...issuesOf(emailSchema, "not-an-address"),
      ...issuesOf(passwordSchema(8), "short"),
      ...issuesOf(passwordSchema(8), "x".repeat(200)),
      ...issuesOf(tokenSchema, "!".repeat(20)),
      ...issuesOf(tokenSchema, "abc"),
      ...issuesOf(displayText(25), ""),
      ...issuesOf(displayText(25), "a\u0007b"),
      ...issuesOf(displayText(25), "\u202Eabc"),
      ...issuesOf(displayText(25), "x".repeat(30)),
      ...issuesOf(displayText(25, { min: 3 }), "ab"),
      ...issuesOf(waitlistBody, {
        email: "a@b.co",
        country: "ZZ",
        marketingConsent: false,
        termsAccepted: false,
      }),
      ...issuesOf(feedbackBody, { type: "feedback", grade: 9, message: "" }),
      ...issuesOf(feedbackBody, { type: "bug", message: "x".repeat(3000), additionalFields: {} }),
      ...issuesOf(solanaWalletAddress, "short"),
      ...issuesOf(solanaWalletAddress, "0".repeat(40)),
      ...issuesOf(z.strictObject({ n: z.number().int().min(1).max(9), e: z.enum(["a", "b"]) }), {
        n: 0.5,
        x: 1,
      }),
      ...issuesOf(z.strictObject({ n: z.number().positive(), s: z.string().length(6) }), { n: 0, s: "1" }),
    ].map((issue) => issue.message);
    expect(messages.length).toBeGreaterThan(25);
    for (const message of messages) expect(known(problemText(message)).english, message).toBe(message);
    expect(problemText(FEEDBACK_VALIDATION.username)).toMatchObject({ id: "problemFeedbackUsername" });
  });

  it("keeps its field's key before the colon, in every language (the front ends read it)", () => {
    const text = known(fieldProblem("newPassword", "Password must be at least 8 characters long"));
    expect(text.english).toBe("newPassword: Password must be at least 8 characters long");
    expect(renderErrorText("ru", text)).toBe("newPassword: Пароль должен быть не короче 8 символов");
    expect(renderErrorText("es", text)).toBe("newPassword: La contraseña debe tener al menos 8 caracteres");
    expect(renderErrorText("ar", text)).toBe("newPassword: يجب ألا تقل كلمة المرور عن 8 أحرف");
  });

  it("stays as it is, in English, when the catalogue does not know it", () => {
    expect(fieldProblem("code", "a code or a recovery code")).toBe("code: a code or a recovery code");
    const error = new ApiError(400, "VALIDATION_ERROR", fieldProblem("code", "a code or a recovery code"));
    expect(localizeError(error, "ru")).toEqual({ language: "en", body: error.toBody() });
  });
});

describe("an engine's table rule", () => {
  it("is known by its English, and said in the player's language", () => {
    const refusals = [
      refusalOf(() => assertStake(0)),
      refusalOf(() => assertStake(0.5, "bet per line")),
      refusalOf(() => roulette.validateBets([])),
      refusalOf(() => roulette.validateBets([{ kind: "split", numbers: [1, 5], amount: 10 }])),
      refusalOf(() => roulette.validateBets([{ kind: "straight", numbers: [1, 2], amount: 10 }])),
      refusalOf(() => roulette.validateBets([{ kind: "red", numbers: [1], amount: 10 }])),
      refusalOf(() => roulette.validateBets([{ kind: "dozen", numbers: [4], amount: 10 }])),
      refusalOf(() => roulette.validateBets([{ kind: "straight", numbers: [1], amount: 0 }])),
      refusalOf(() => baccarat.validateBets([])),
    ];
    for (const message of refusals) expect(known(ruleText(message)).english, message).toBe(message);
    expect(renderErrorText("ru", known(ruleText("hit is not allowed now")))).toBe(
      "Действие hit сейчас недоступно",
    );
    expect(ruleText("slot machine: 5 reels")).toBe("slot machine: 5 reels");
  });
});

describe("the texts read back from their English", () => {
  it("have plain `{name}` arguments only, so reading and rendering agree", () => {
    for (const { id, names } of [...PROBLEM_TEMPLATES, ...RULE_TEMPLATES]) {
      const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      const plain = (english as Record<string, string>)[id]!.replace(/\{(\w+)\}/g, (_, name) => `<${name}>`);
      expect(errorMessages.t("en", id as SituationId, values), id).toBe(plain);
    }
  });
});
