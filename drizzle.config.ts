// drizzle-kit writes plain NNNN_name.sql files into migrations/, the folder that
// `wrangler d1 migrations apply` and the worker tests (readD1Migrations) both read.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
