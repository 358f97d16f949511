import { expect, test } from "bun:test";
import { RATING_TEXTS } from "@grindstone/shared";
import { ratingLabel } from "./rating-label.ts";

test("before the end, the admin's choice", () => {
  expect(ratingLabel({ rated: true, ratingStatus: "PENDING" }, "UPCOMING").text).toBe("Rated");
  expect(ratingLabel({ rated: true, ratingStatus: "PENDING" }, "LIVE").text).toBe("Rated");
  expect(ratingLabel({ rated: false, ratingStatus: "UNRATED" }, "LIVE").text).toBe("Unrated");
});

test("after the end, where the rating job stands", () => {
  expect(ratingLabel({ rated: true, ratingStatus: "PENDING" }, "ENDED").text).toBe("Ratings pending");
  expect(ratingLabel({ rated: true, ratingStatus: "RATED" }, "ENDED").text).toBe("Rated");
  const tooFew = ratingLabel({ rated: true, ratingStatus: "UNRATED" }, "ENDED");
  expect(tooFew).toMatchObject({ text: "Unrated", detail: RATING_TEXTS.tooFew });
  // Switched off by the admin: unrated whatever the job last recorded.
  expect(ratingLabel({ rated: false, ratingStatus: "RATED" }, "ENDED").text).toBe("Unrated");
});
