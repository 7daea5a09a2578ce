/**
 * What makes a catalogue unfit next to the reference (English): a missing or extra key, a message
 * that does not parse, or ICU arguments (names and kinds, rich-text tags included) that differ
 * from the reference's. Plural and select branches may differ: languages have other plural forms.
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: "argument",
  [TYPE.number]: "number",
  [TYPE.date]: "date",
  [TYPE.time]: "time",
  [TYPE.select]: "select",
  [TYPE.plural]: "plural",
  [TYPE.tag]: "tag",
};

function collect(elements: MessageFormatElement[], into: Set<string>): Set<string> {
  for (const element of elements) {
    const kind = KIND[element.type];
    if (kind && "value" in element) into.add(`${element.value}:${kind}`);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) collect(option.value, into);
    }
    if (element.type === TYPE.tag) collect(element.children, into);
  }
  return into;
}

/** The message's arguments as sorted "name:kind" strings; throws when it is not valid ICU. */
export function messageArguments(message: string): string[] {
  return [...collect(parse(message), new Set())].sort();
}

export function catalogueProblems(reference: Record<string, string>, catalogue: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(reference)) {
    if (!(key in catalogue)) {
      problems.push(`missing key ${key}`);
      continue;
    }
    let theirs: string[];
    try {
      theirs = messageArguments(catalogue[key]);
    } catch (error) {
      problems.push(`${key} is not valid ICU: ${(error as Error).message}`);
      continue;
    }
    const ours = messageArguments(reference[key]).join(", ");
    if (theirs.join(", ") !== ours) problems.push(`${key} has arguments [${theirs.join(", ")}], English has [${ours}]`);
  }
  for (const key of Object.keys(catalogue)) if (!(key in reference)) problems.push(`extra key ${key}`);
  return problems;
}
