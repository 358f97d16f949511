import { DIFFICULTIES } from "@grindstone/shared";
import { z } from "zod";

/**
 * The problems page keeps its filters in the URL, so a filtered view survives a reload and the back button.
 * A missing key means ALL; anything malformed falls back to ALL instead of failing the route.
 */
export const problemsSearchSchema = z.object({
  search: z.string().optional().catch(undefined),
  difficulty: z.enum(DIFFICULTIES).optional().catch(undefined),
  tag: z.string().optional().catch(undefined),
  company: z.string().optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type ProblemsSearch = z.infer<typeof problemsSearchSchema>;
