import type { ProblemListItem } from "@grindstone/shared";
import type { SharedListFields, ViewerListFields } from "./problem-views.ts";

/**
 * The problems list is served pre-serialised (problem-list-cache.ts): each row's shared part is encoded once per
 * build and the caller's part is appended per request. Every fragment is made here from the typed fields of
 * ProblemListItem (problem-views.ts), never spelled by hand, and carries that type in its brand, so the bytes
 * can only be assembled from these functions; problem-list-body.test.ts checks they equal JSON.stringify of the
 * typed response.
 */
declare const encodes: unique symbol;
type Json<T> = string & { readonly [encodes]: T };

export type ProblemListResponse = { problems: ProblemListItem[] };
/** A row's shared fields as an object left open, so the caller's fields can follow. */
export type RowHead = Json<SharedListFields>;
/** The caller's fields as the rest of a row: `,"solvedBy":[…],"isSolved":…}`. */
export type RowTail = Json<ViewerListFields>;
export type RowJson = Json<ProblemListItem>;
export type ProblemListJson = Json<ProblemListResponse>;

export const serialiseRow = (fields: SharedListFields) => JSON.stringify(fields).slice(0, -1) as RowHead;

export const serialiseTail = (fields: ViewerListFields) => `,${JSON.stringify(fields).slice(1)}` as RowTail;

export const joinRow = (head: RowHead, tail: RowTail) => (head + tail) as RowJson;

const LIST_KEY = JSON.stringify("problems" satisfies keyof ProblemListResponse);
export const serialiseList = (rows: RowJson[]) => `{${LIST_KEY}:[${rows.join(",")}]}` as ProblemListJson;
