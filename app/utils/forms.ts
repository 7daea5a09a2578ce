import * as v from "valibot";
import { sentence } from "./format";

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message per field of a failed valibot parse, as sentences. */
export function fieldErrors<K extends string>(issues: readonly v.BaseIssue<unknown>[]): FieldErrors<K> {
  const nested = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]).nested ?? {};
  const result: FieldErrors<K> = {};
  for (const [key, messages] of Object.entries(nested) as [K, string[] | undefined][]) {
    if (messages?.[0]) result[key] = sentence(messages[0]);
  }
  return result;
}

/** The form's text fields as a plain object (missing fields become ''). */
export function formValues<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = data.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/** Moves focus to the first invalid field of a form. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.name && errors[element.name]) {
      element.focus();
      return;
    }
  }
}

/**
 * Validates a form's values with its schema: the output, or null after showing the errors per
 * field and moving focus to the first invalid one.
 */
export function validateForm<S extends v.GenericSchema, K extends string>(
  schema: S,
  form: HTMLFormElement,
  values: unknown,
  show: (errors: FieldErrors<K>) => void,
): v.InferOutput<S> | null {
  const parsed = v.safeParse(schema, values);
  if (parsed.success) {
    show({});
    return parsed.output;
  }
  const found = fieldErrors<K>(parsed.issues);
  show(found);
  focusFirstInvalid(form, found);
  return null;
}
