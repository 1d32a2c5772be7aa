/** A player row as the users domain reads and writes it (the schema's table stays inside db/). */
export type { NewUser, User } from "../schema/users.ts";
