/** Prompt templates for the optional AI narrative, and their variables. */

export const TEMPLATE_VARIABLES = ["products", "goal", "secondaryGoalsText"] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

export const DEFAULT_TEMPLATES = [
  {
    id: "stack-evaluation",
    name: "Stack Evaluation",
    description: "Writes the narrative of a routine evaluation. Rating 1-10: effectiveness 4 points, compatibility 3, balance 3.",
    template: `You are a cosmetic chemist reviewing a skincare routine. The user's main goal is {goal}{secondaryGoalsText}.

Products (morning and night, in order):
{products}

Rate the routine from 1 to 10, giving up to 4 points for effectiveness toward the goal, up to 3 for ingredient compatibility and up to 3 for balance between morning and night. Be specific, name products and ingredients, stay evidence-based and never alarmist. This is educational, not medical advice.`,
  },
  {
    id: "complementary-products",
    name: "Complementary Products",
    description: "Suggests 2-3 products that would complete the routine.",
    template: `The user's goal is {goal}{secondaryGoalsText}. Their routine:
{products}

Suggest 2-3 complementary products (type, key ingredients, when to use them) that fill the routine's gaps without adding conflicts.`,
  },
] as const;

const VARIABLE = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Variables a template uses that are not one of {products}, {goal}, {secondaryGoalsText}. */
export function unknownVariables(template: string): string[] {
  const unknown = new Set<string>();
  for (const match of template.matchAll(VARIABLE)) {
    if (!(TEMPLATE_VARIABLES as readonly string[]).includes(match[1])) unknown.add(match[1]);
  }
  return [...unknown];
}

/**
 * Variables each shipped template needs for its evaluation: without {products} or {goal} the
 * model is asked about a routine it is not shown. Saving one that lacks them asks for
 * confirmation before it becomes active (ADR 0029).
 */
export const REQUIRED_VARIABLES: Record<string, readonly TemplateVariable[]> = {
  "stack-evaluation": ["products", "goal"],
  "complementary-products": ["products", "goal"],
};

/** The variables template `id` needs that `template` does not use. */
export function missingVariables(id: string, template: string): TemplateVariable[] {
  const used = new Set([...template.matchAll(VARIABLE)].map((m) => m[1]));
  // Own keys only: an id such as "constructor" names the object's prototype members, not a template.
  const required = Object.hasOwn(REQUIRED_VARIABLES, id) ? REQUIRED_VARIABLES[id] : [];
  return required.filter((name) => !used.has(name));
}

export function renderTemplate(template: string, values: Record<TemplateVariable, string>): string {
  return template.replace(VARIABLE, (whole, name: string) =>
    (TEMPLATE_VARIABLES as readonly string[]).includes(name) ? values[name as TemplateVariable] : whole,
  );
}

/** A template filled in for a routine: its goal, secondary goals and products. */
export function renderRoutinePrompt(
  template: string,
  routine: { goal: string; secondaryGoals: readonly string[]; morningProducts: ProductLine[]; nightProducts: ProductLine[] },
): string {
  return renderTemplate(template, {
    goal: routine.goal.replace(/-/g, " "),
    secondaryGoalsText: secondaryGoalsText(routine.secondaryGoals),
    products: productsText({ morning: routine.morningProducts, night: routine.nightProducts }),
  });
}

/** The secondary goals as the templates expect them: '' or ', also caring about a and b'. */
export function secondaryGoalsText(goals: readonly string[]): string {
  if (goals.length === 0) return "";
  const names = goals.map((g) => g.replace(/-/g, " "));
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return `, also caring about ${list}`;
}

/** A product as a template's {products} lists it. */
type ProductLine = { name: string; brand?: string; ingredients: string };

export function productsText(routines: { morning: ProductLine[]; night: ProductLine[] }): string {
  const line = (p: ProductLine, i: number) =>
    `${i + 1}. ${p.brand ? `${p.brand} ` : ""}${p.name}: ${p.ingredients || "ingredients not listed"}`;
  return [
    "Morning:",
    ...(routines.morning.length ? routines.morning.map(line) : ["(none)"]),
    "Night:",
    ...(routines.night.length ? routines.night.map(line) : ["(none)"]),
  ].join("\n");
}
