export * from "./contests.ts";
export * from "./discussions.ts";
export * from "./enums.ts";
export * from "./imports.ts";
export * from "./playlists.ts";
export * from "./problems.ts";
export * from "./submissions.ts";
export * from "./users.ts";
