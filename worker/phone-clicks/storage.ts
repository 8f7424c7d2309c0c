import { database } from "../db/client";
import { phoneClicks, type NewPhoneClickRow } from "../db/schema";

export async function insertPhoneClick(d1: D1Database, click: Omit<NewPhoneClickRow, "id">): Promise<number> {
  const row = await database(d1).insert(phoneClicks).values(click).returning({ id: phoneClicks.id }).get();
  return row.id;
}
