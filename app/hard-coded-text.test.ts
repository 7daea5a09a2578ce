/**
 * Every text the app shows comes from the catalogues (ADR 0042): a literal English sentence in a
 * component reads in English to a German reader. This parses the app's sources with the TypeScript
 * compiler and fails on text written into them:
 *
 * - JSX text with a letter in it (`<h2>Do these first</h2>`), and string literals among a
 *   component's children (`{"Show more"}`);
 * - a string literal as the value of a user-facing JSX attribute (`aria-label`, `label`,
 *   `placeholder`, `title`, `alt`, `hint`, `description`, `...Label`, `...Text`, ...);
 * - a string literal given directly as the text of `toast(...)`, the fallback of
 *   `serverMessageOr(error, ...)` / `apiErrorText(t, error, ...)`, or an error for `setError(...)`.
 *
 * "A literal" includes a template literal's own text and either side of `a ? "x" : "y"` / `a ?? "x"`.
 * Not text: a catalogue key given to a component that translates it (`message="explore.postsFailed"`),
 * and the CSS or script inside <style> and <script>. Text that is the same in every language, or
 * that no reader of the deployed app sees, is listed in ALLOWED below, each with its reason.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import english from "@core/i18n/messages/en.json";

const APP = path.dirname(fileURLToPath(import.meta.url));

/** JSX attributes whose value a reader sees or hears. */
const USER_FACING_ATTRIBUTES = new Set([
  "alt",
  "aria-label",
  "aria-description",
  "aria-placeholder",
  "aria-roledescription",
  "aria-valuetext",
  "caption",
  "cancelLabel",
  "confirmLabel",
  "description",
  "emptyText",
  "error",
  "heading",
  "hint",
  "label",
  "message",
  "placeholder",
  "subtitle",
  "text",
  "title",
]);
/** ...and any attribute named like one (`submitLabel`, `loadingText`, `dialogTitle`). */
const USER_FACING_SUFFIX = /(?:Label|Text|Title|Hint|Description|Placeholder|Message|Heading|Caption)$/;

/** Calls whose argument at this index is shown to the reader. */
const TEXT_ARGUMENT: Readonly<Record<string, number>> = {
  toast: 0,
  setError: 0,
  serverMessageOr: 1,
  apiErrorText: 2,
  alert: 0,
  confirm: 0,
};

/**
 * Text allowed where it stands: `file` (from app/) and the exact text, or `file` alone for a whole
 * file. Every entry needs its reason; an entry that matches nothing fails the test.
 */
const ALLOWED: readonly { file: string; text?: string; reason: string }[] = [
  {
    file: "components/advanced/product-details-step.tsx",
    text: "Aqua, Glycerin, Niacinamide, ...",
    reason: "an example ingredient list: INCI names are the same in every language and never translated",
  },
  {
    file: "components/routine/add-product-form.tsx",
    text: "Aqua, Glycerin, Niacinamide, ...",
    reason: "an example ingredient list: INCI names are the same in every language and never translated",
  },
  {
    file: "components/library/report-ingredients.tsx",
    text: "Aqua, Glycerin, ...",
    reason: "an example ingredient list: INCI names are the same in every language and never translated",
  },
  {
    file: "components/admin/ingredients-tab.tsx",
    text: "Aqua (Water), Glycerin, Niacinamide, ...",
    reason: "an example ingredient list as labels print it: INCI names (with the label's own gloss) are never translated",
  },
  {
    file: "components/admin/ingredients-tab.tsx",
    text: "Niacinamide",
    reason: "an example INCI ingredient name, the same in every language",
  },
  {
    file: "components/payments/sandbox-card-form.tsx",
    text: "CVC",
    reason: "the card security code's abbreviation, which Stripe's own forms also show as CVC in English, German, French and Spanish",
  },
  {
    file: "components/admin/prompt-tester.tsx",
    text: "s",
    reason: "the SI symbol for seconds after a number already formatted in the reader's language; the same symbol in all four",
  },
  {
    file: "components/library/library-browser.tsx",
    text: "Open Beauty Facts, ODbL",
    reason: "the data source's proper name and its licence's official abbreviation (the attribution the licence asks for), never translated",
  },
  {
    file: "components/advanced/advanced-analysis-screen.tsx",
    text: "h2",
    reason: "RoutineNotFound's `heading` is the HTML element to use for its title, not text",
  },
  {
    file: "routes/dev.outbox.tsx",
    reason: "a developer's tool: the api answers 404 for it when ENVIRONMENT=production (workers/api/src/routes/dev.ts), and so does the page",
  },
  {
    file: "components/outbox.tsx",
    reason: "the email card of the dev outbox only (routes/dev.outbox.tsx imports it; checked below)",
  },
];

/** Files the dev-only entries above cover, and the only modules that may import them. */
const DEV_ONLY_COMPONENTS: readonly { file: string; importers: RegExp }[] = [{ file: "components/outbox.tsx", importers: /^routes\/dev\./ }];

const HAS_LETTER = /\p{L}/u;
/** Elements whose content is code, not text. */
const NOT_TEXT_ELEMENTS = new Set(["style", "script"]);
const MESSAGE_KEYS: ReadonlySet<string> = new Set(Object.keys(english));

interface Finding {
  file: string;
  line: number;
  kind: string;
  text: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__fixtures__" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The literal text an expression evaluates to where it is a literal (either branch of `?:`, `??`, `||`, `+`, a template's own text). */
function literalTexts(node: ts.Expression): { node: ts.Node; text: string }[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ node, text: node.text }];
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    return [{ node, text: parts.join("…") }];
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.PlusToken) {
      return [...literalTexts(node.left), ...literalTexts(node.right)];
    }
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalTexts(node.right);
  }
  return [];
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

function attributeName(attribute: ts.JsxAttribute): string {
  return attribute.name.getText();
}

function findingsIn(file: string): Finding[] {
  const relative = path.relative(APP, file).split(path.sep).join("/");
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Finding[] = [];
  const add = (node: ts.Node, kind: string, text: string) => {
    if (!HAS_LETTER.test(text) || MESSAGE_KEYS.has(text)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ file: relative, line, kind, text: text.replace(/\s+/g, " ").trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node) && NOT_TEXT_ELEMENTS.has(node.openingElement.tagName.getText(source))) return;
    if (ts.isJsxText(node)) add(node, "JSX text", node.text);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const literal of literalTexts(node.expression)) add(literal.node, "JSX child", literal.text);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = attributeName(node);
      if (USER_FACING_ATTRIBUTES.has(name) || USER_FACING_SUFFIX.test(name)) {
        const value = node.initializer;
        if (ts.isStringLiteral(value)) add(value, `${name}=`, value.text);
        else if (ts.isJsxExpression(value) && value.expression) {
          for (const literal of literalTexts(value.expression)) add(literal.node, `${name}=`, literal.text);
        }
      }
    } else if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const index = name === undefined ? undefined : TEXT_ARGUMENT[name];
      const argument = index === undefined ? undefined : node.arguments[index];
      if (argument) for (const literal of literalTexts(argument)) add(literal.node, `${name}()`, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const FILES = sourceFiles(APP);

describe("text the app shows", () => {
  it("comes from the catalogues, not from literals in app/ (ADR 0042)", () => {
    const used = new Set<number>();
    const left: string[] = [];
    for (const file of FILES) {
      for (const f of findingsIn(file)) {
        const entry = ALLOWED.findIndex((a) => a.file === f.file && (a.text === undefined || a.text === f.text));
        if (entry >= 0) used.add(entry);
        else left.push(`app/${f.file}:${f.line} ${f.kind} ${JSON.stringify(f.text)}`);
      }
    }
    expect(left, "Move these texts into core/i18n/messages/*.json and show them with useT()").toEqual([]);
    const stale = ALLOWED.filter((_, i) => !used.has(i)).map((a) => `${a.file} ${a.text ?? ""}`);
    expect(stale, "Allowed texts that are no longer in the app (remove them from ALLOWED)").toEqual([]);
  });

  it("allows only texts with a reason", () => {
    for (const entry of ALLOWED) expect(entry.reason.length, `${entry.file} ${entry.text ?? ""}`).toBeGreaterThan(20);
  });

  it("finds the app's sources and the texts it is meant to catch", () => {
    expect(FILES.length).toBeGreaterThan(100);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hard-coded-text-"));
    const probe = path.join(dir, "probe.tsx");
    fs.writeFileSync(
      probe,
      [
        "export function P({ t, toast }: any) {",
        "  toast(`Saved ${1} items`);",
        '  const e = serverMessageOr(err, "Could not save.");',
        "  return (<div title={ok ? t('a') : \"Fallback title\"} aria-label=\"Close\" data-testid=\"not-text\" className=\"p-2\">",
        "    Hello {t('b')} · {\"Show more\"} {' '} <style>{\"a{color:red}\"}</style>",
        '    <ErrorNotice message="explore.postsFailed" />',
        '    <Field label="Email" hint={`At least ${8} characters`} autoComplete="email" />',
        "  </div>);",
        "}",
      ].join("\n"),
    );
    try {
      const texts = findingsIn(probe).map((f) => `${f.kind} ${f.text}`);
      expect(texts).toEqual([
        "toast() Saved … items",
        "serverMessageOr() Could not save.",
        "title= Fallback title",
        "aria-label= Close",
        "JSX text Hello",
        "JSX child Show more",
        "label= Email",
        "hint= At least … characters",
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });

  it("keeps the dev-only components to the dev-only routes", () => {
    for (const { file, importers } of DEV_ONLY_COMPONENTS) {
      const name = path.basename(file).replace(/\.tsx?$/, "");
      const users = FILES.map((f) => path.relative(APP, f).split(path.sep).join("/")).filter(
        (f) => f !== file && fs.readFileSync(path.join(APP, f), "utf8").includes(`/${name}";`),
      );
      expect(users.filter((u) => !importers.test(u)), `${file} is allowed as dev-only`).toEqual([]);
      expect(users.length).toBeGreaterThan(0);
    }
  });
});
