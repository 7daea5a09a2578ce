import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["**/node_modules", "build", "**/.wrangler", ".data", "migrations", "test-results", "playwright-report"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  {
    // CommonJS preloads for Node's --require (scripts/lib/*.cjs).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { require: "readonly", module: "writable", process: "readonly" } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Routes only route: what they share (queries, shapes, rules) lives in lib/ or core/, and a
    // route file never imports another (app.ts mounts them).
    files: ["workers/api/src/routes/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["./*", "../routes/*"], message: "A route file does not import another route file: move what they share to lib/ or core/." },
            { group: ["../queue/*"], message: "A route does not import the queue consumer: what both use lives in lib/." },
          ],
        },
      ],
    },
  },
  {
    // app/utils/ holds what every feature shares (ADR 0019, 0037); a feature's code lives in its
    // folder under app/components/, so shared code depending on a feature would turn the layering around.
    files: ["app/utils/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/components", "~/components/*", "**/components", "**/components/*"],
              message: "app/utils/ is shared by every feature and does not import app/components/: move the module into its feature folder, or what both need into app/utils/ or core/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Node's loader (Playwright's specs reach core/) refuses a JSON module imported without its
    // attribute; Vite and esbuild accept both, so only this rule catches it before the e2e run does.
    files: ["core/**/*.ts", "app/**/*.{ts,tsx}", "scripts/**/*.ts", "tests/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[importKind!='type'][source.value=/\\.json$/][attributes.length=0]",
          message: 'Import JSON with its attribute: `with { type: "json" }` (Node refuses it otherwise).',
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
);
