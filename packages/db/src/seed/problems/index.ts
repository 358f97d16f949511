import type { SeedProblem } from "../types.ts";
import { bestTimeToBuyAndSellStock } from "./best-time-to-buy-and-sell-stock.ts";
import { binarySearch } from "./binary-search.ts";
import { climbingStairs } from "./climbing-stairs.ts";
import { coinChange } from "./coin-change.ts";
import { containsDuplicate } from "./contains-duplicate.ts";
import { fizzBuzz } from "./fizz-buzz.ts";
import { largestRectangleInHistogram } from "./largest-rectangle-in-histogram.ts";
import { longestCommonPrefix } from "./longest-common-prefix.ts";
import { longestIncreasingSubsequence } from "./longest-increasing-subsequence.ts";
import { longestSubstringWithoutRepeatingCharacters } from "./longest-substring-without-repeating-characters.ts";
import { maximumSubarray } from "./maximum-subarray.ts";
import { missingNumber } from "./missing-number.ts";
import { singleNumber } from "./single-number.ts";
import { trappingRainWater } from "./trapping-rain-water.ts";
import { twoSum } from "./two-sum.ts";
import { validPalindrome } from "./valid-palindrome.ts";
import { validParentheses } from "./valid-parentheses.ts";

/** The demo problems, in the order they are seeded (roughly easy to hard, classics first). */
export const seedProblems: SeedProblem[] = [
  twoSum,
  climbingStairs,
  validPalindrome,
  fizzBuzz,
  validParentheses,
  bestTimeToBuyAndSellStock,
  containsDuplicate,
  binarySearch,
  singleNumber,
  missingNumber,
  longestCommonPrefix,
  maximumSubarray,
  longestSubstringWithoutRepeatingCharacters,
  coinChange,
  longestIncreasingSubsequence,
  trappingRainWater,
  largestRectangleInHistogram,
];
