export { collectAfter } from "./collect.ts";
export { readTestData, writeTestData } from "./fetch.ts";
export {
  type DbOrTx,
  hashFile,
  hashText,
  removeUnusedTestData,
  type StoredFile,
  storedSizes,
  storeTestFile,
  TEST_DATA_CHUNK_BYTES,
} from "./store.ts";
