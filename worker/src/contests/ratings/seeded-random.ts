/** Moved to packages/shared (the suggestions' simulation uses it too); kept here for the rating tests and benches. */
export { prng } from "@grindstone/shared/seeded-random";
