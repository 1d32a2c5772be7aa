/** A well-formed bot token for suites that sign Telegram init data and Login Widget payloads. */
export const BOT_TOKEN = "123456789:AAFakeButWellFormedTokenForTests_0123";
