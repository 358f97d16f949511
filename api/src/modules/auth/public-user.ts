import type { UserRow } from "@grindstone/db";
import type { PublicUser } from "@grindstone/shared";

/** The only way a user row leaves the server: an allow-list, so a new column can never leak by accident. */
export const toPublicUser = (u: UserRow): PublicUser => ({
  id: u.id,
  name: u.name,
  // The product shows a handle; ours is the e-mail's local part (we do not collect a separate username).
  username: u.email.split("@")[0] ?? u.name,
  email: u.email,
  role: u.role,
  plan: u.plan,
  createdAt: u.createdAt.toISOString(),
});
