import { gemPacks } from "@jadeverse/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotApiStandIn, startBotApiStandIn } from "../../../../bot/test/bot-api-stand-in.ts";
import { withStarsMethods } from "../../../../bot/test/stand-in-payments.ts";
import { newPlayer, usePaymentsDb } from "../../../test/payments-db.ts";
import { createTelegramApi, type TelegramApi } from "../telegram/client.ts";
import { createStarInvoice } from "./stars.ts";

// The Stars invoice as the Bot API receives it, within Telegram's limits (a title of 32 characters,
// a description of 255, a price label of 32) whatever the pack is called in the catalog.
const open = usePaymentsDb();
let standIn: BotApiStandIn;
let telegram: TelegramApi;
beforeAll(async () => {
  standIn = await startBotApiStandIn();
  withStarsMethods(standIn);
  telegram = createTelegramApi({ token: standIn.token, apiRoot: standIn.apiRoot })!;
});
afterAll(() => standIn.close());

let packs = 100;
/** A pack sold for 300 Stars under `name`, and the invoice a Telegram player asks for it. */
async function invoiceFor(name: string, gems = 2_500) {
  const { db } = open();
  const id = ++packs;
  await db.write((tx) => tx.insert(gemPacks).values({ id, name, gems, priceCents: 999, priceStars: 300 }));
  const userId = await newPlayer(db);
  const created = await createStarInvoice(db, telegram, { id: userId, telegramId: "5550001" }, id);
  return { created, sent: standIn.callsTo("createInvoiceLink").at(-1)! };
}

describe("createStarInvoice", () => {
  it("titles the invoice with the gems, describes the pack and prices it in Stars under its name", async () => {
    const { created, sent } = await invoiceFor("Ember pack", 12_500);
    expect(sent).toMatchObject({
      title: "12 500 gems",
      description: "Ember pack: 12 500 gems for JadeVerse (virtual currency).",
      currency: "XTR",
      prices: [{ label: "Ember pack", amount: 300 }],
    });
    expect(created).toMatchObject({
      stars: 300,
      gems: 12_500,
      invoiceLink: expect.stringMatching(/^https:/),
    });
  });

  it("cuts a long pack name to Telegram's limits: 255 characters of description, 32 of label", async () => {
    const name = `${"Legendary ".repeat(30)}pack`;
    const { sent } = await invoiceFor(name);
    const description = `${name}: 2 500 gems for JadeVerse (virtual currency).`.slice(0, 255);
    expect(description).toHaveLength(255);
    expect(sent).toMatchObject({ description, prices: [{ label: name.slice(0, 32), amount: 300 }] });
    expect((sent.prices as { label: string }[])[0]!.label).toHaveLength(32);
  });

  it("labels the price 'Gems' when the pack has no name", async () => {
    const { sent } = await invoiceFor("");
    expect(sent).toMatchObject({ prices: [{ label: "Gems", amount: 300 }] });
  });
});
