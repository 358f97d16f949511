import { DIFFICULTIES, PLANS, ROLES } from "@grindstone/shared";
import { pgEnum } from "drizzle-orm/pg-core";

export const roleEnum = pgEnum("role", ROLES);
export const planEnum = pgEnum("plan", PLANS);
export const difficultyEnum = pgEnum("difficulty", DIFFICULTIES);
