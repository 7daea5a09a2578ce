/** The bodies and query of "Report wrong ingredients" (a user's report, an admin's decision). */
import * as v from "valibot";
import { objectMessage } from "./auth";

export const REPORT_MESSAGE_MAX = 1000;
export const REPORT_SUGGESTION_MAX = 5000;

export const NewReportSchema = v.strictObject(
  {
    message: v.pipe(
      v.string("message must be text"),
      v.trim(),
      v.minLength(3, "message must say what is wrong (at least 3 characters)"),
      v.maxLength(REPORT_MESSAGE_MAX, `message must be at most ${REPORT_MESSAGE_MAX} characters`),
    ),
    suggestedIngredients: v.optional(
      v.pipe(v.string("suggestedIngredients must be text"), v.trim(), v.maxLength(REPORT_SUGGESTION_MAX, `suggestedIngredients must be at most ${REPORT_SUGGESTION_MAX} characters`)),
    ),
  },
  objectMessage,
);

export const ResolveReportSchema = v.strictObject(
  { applySuggestedIngredients: v.optional(v.boolean("applySuggestedIngredients must be true or false"), false) },
  objectMessage,
);

export const ReportQuerySchema = v.object({
  status: v.optional(v.picklist(["open", "resolved", "dismissed"], "status must be open, resolved or dismissed"), "open"),
});
