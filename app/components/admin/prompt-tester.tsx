/**
 * Testing a prompt: goal, secondary goals and products (JSON boxes with
 * inline errors) sent with the editor's text to POST /api/test-prompt. The model's answer is shown
 * raw. When the call fails (no AI key, provider error, timeout): the toast 'Error testing prompt'
 * with the hint to check the AI provider key, then after 1 s a sample from the deterministic
 * engine, labelled as a sample.
 */
import { useEffect, useRef, useState } from "react";
import { GOALS } from "@core/domain";
import { useToast } from "~/components/toast";
import { Button, Notice, SelectField, TextAreaField } from "~/components/ui";
import { GoalOptions } from "~/components/goal-options";
import { isApiError } from "~/utils/http";
import { useT } from "~/utils/i18n";
import type { PromptTestResult, SampleResult } from "@core/api/admin";
import { adminApi } from "./admin-api.client";
import { errorText } from "./admin-action";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
import { parseProducts, parseSecondaryGoals, prettyRaw, SAMPLE_PRODUCTS_TEXT, SAMPLE_SECONDARY_GOALS_TEXT, type JsonBox } from "./admin-forms";
import { numberIn } from "./admin-text";
import { Badge, RawBlock, SectionTitle } from "./controls";

export const SAMPLE_DELAY_MS = 1000;

const PRODUCT_SHAPE = '{"name", "brand", "productType", "ingredients", "routine": "morning" | "night"}';
const PERIODS_SHAPE = '{"morning": [...], "night": [...]}';

type Outcome =
  | { kind: "none" }
  | { kind: "result"; result: PromptTestResult }
  | { kind: "waiting-sample"; reason: string }
  | { kind: "sample"; sample: SampleResult; reason: string };

export function PromptTester({ prompt, templateId, blockedReason }: { prompt: string; templateId: string; blockedReason: string | null }) {
  const { toast } = useToast();
  const t = useT();
  const [goal, setGoal] = useState<string>("anti-aging");
  const goalsBox = useJsonBox(SAMPLE_SECONDARY_GOALS_TEXT, (text) => parseSecondaryGoals(text, t));
  const productsBox = useJsonBox(SAMPLE_PRODUCTS_TEXT, (text) => parseProducts(text, t));
  const [inputError, setInputError] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "none" });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  async function runTest() {
    setInputError(null);
    const goals = goalsBox.check();
    const products = productsBox.check();
    if (!goals.ok || !products.ok) {
      (!goals.ok ? goalsBox : productsBox).ref.current?.focus();
      return;
    }
    if (blockedReason) {
      setInputError(blockedReason);
      return;
    }
    const body = { prompt, goal, secondaryGoals: goals.value, products: products.value, templateId };
    setTesting(true);
    setOutcome({ kind: "none" });
    try {
      const result = await adminApi.testPrompt(body);
      if (alive.current) setOutcome({ kind: "result", result });
    } catch (error) {
      if (!alive.current) return;
      if (isApiError(error) && error.status === 400) {
        // The test itself is wrong (a field the api names): nothing to sample.
        setInputError(errorText(t, error, t("adminMsg.tester.refused")));
        return;
      }
      const reason =
        t.language === DEFAULT_LANGUAGE && !isApiError(error) && !(error instanceof Error)
          ? String(error)
          : errorText(t, error, t("adminMsg.tester.failed"));
      toast(t("adminUi.tester.errorToast"), { variant: "error" });
      setOutcome({ kind: "waiting-sample", reason });
      await new Promise((r) => window.setTimeout(r, SAMPLE_DELAY_MS));
      if (!alive.current) return;
      try {
        const sample = await adminApi.sampleResponse(body);
        if (alive.current) setOutcome({ kind: "sample", sample, reason });
      } catch (sampleError) {
        if (!alive.current) return;
        setOutcome({ kind: "none" });
        setInputError(isApiError(sampleError) ? errorText(t, sampleError, t("adminUi.tester.sampleFailed")) : t("adminUi.tester.sampleFailed"));
      }
    } finally {
      if (alive.current) setTesting(false);
    }
  }

  return (
    <section aria-labelledby="prompt-test-title" className="space-y-4">
      <SectionTitle>
        <span id="prompt-test-title">{t("adminUi.tester.title")}</span>
      </SectionTitle>
      <p className="text-sm text-stone-600">
        {t("adminUi.tester.intro")}
      </p>
      <SelectField label={t("adminUi.tester.goal")} value={goal} onChange={(e) => setGoal(e.target.value)}>
        <GoalOptions />
      </SelectField>
      <TextAreaField
        label={t("adminUi.tester.secondaryGoals")}
        hint={t("adminUi.tester.secondaryHint", { ids: GOALS.map((g) => g.id).join(", ") })} mono rows={2} {...goalsBox.fieldProps} />
      <TextAreaField
        label={t("adminUi.tester.products")}
        hint={t("adminUi.tester.productsHint", { item: PRODUCT_SHAPE, periods: PERIODS_SHAPE })}
        mono
        rows={10}
        {...productsBox.fieldProps}
      />
      {inputError ? <Notice tone="error">{inputError}</Notice> : null}
      <Button onClick={runTest} loading={testing || outcome.kind === "waiting-sample"} fullWidth>
        {t("adminUi.tester.run")}
      </Button>

      {outcome.kind === "result" ? (
        <div className="space-y-2" data-testid="prompt-test-result">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-sm font-semibold text-stone-900">{t("adminUi.tester.responseFrom", { model: outcome.result.model })}</h3>
            <Badge tone="green">{t("adminUi.tester.aiResponse")}</Badge>
            <span className="text-xs text-stone-600">
              {secondsIn(t.language, outcome.result.durationMs)} s
              {outcome.result.usage ? ` · ${t("adminUi.tester.tokens", { count: numberIn(t, outcome.result.usage.totalTokens) })}` : ""}
            </span>
          </div>
          {outcome.result.json === null ? (
            <p className="text-xs text-amber-800">{t("adminUi.tester.notJson")}</p>
          ) : null}
          <RawBlock label={t("adminUi.tester.raw")} text={prettyRaw(outcome.result.raw)} testId="prompt-test-raw" />
          <RenderedPrompt text={outcome.result.renderedPrompt} />
        </div>
      ) : null}

      {outcome.kind === "waiting-sample" ? (
        <p role="status" className="text-sm text-stone-700">
          {t("adminUi.tester.waiting", { reason: outcome.reason })}
        </p>
      ) : null}

      {outcome.kind === "sample" ? (
        <div className="space-y-2 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-3" data-testid="prompt-test-sample">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-sm font-semibold text-amber-950">{t("adminUi.tester.sampleTitle")}</h3>
            <Badge tone="amber">{t("adminUi.tester.sampleBadge")}</Badge>
          </div>
          <p className="text-xs text-amber-950">{t("adminUi.tester.sampleReason", { label: outcome.sample.label, reason: outcome.reason })}</p>
          <RawBlock label={t("adminUi.tester.sampleTitle")} text={JSON.stringify(outcome.sample.response, null, 2)} testId="prompt-test-sample-json" />
          <RenderedPrompt text={outcome.sample.renderedPrompt} />
        </div>
      ) : null}
    </section>
  );
}

/** A duration in seconds with one decimal, the reader's way. */
function secondsIn(language: string, ms: number): string {
  const seconds = ms / 1000;
  if (language === "en") return seconds.toFixed(1);
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(seconds);
}

function RenderedPrompt({ text }: { text: string }) {
  const t = useT();
  return (
    <details className="rounded-xl border border-stone-200 bg-white p-3 text-sm">
      <summary className="cursor-pointer font-medium text-stone-800">{t("adminUi.tester.promptAsSent")}</summary>
      <pre className="mt-2 whitespace-pre-wrap break-words font-mono text-xs text-stone-800">{text}</pre>
    </details>
  );
}

/** A JSON box: checked when it loses focus (its error shown) and when the test runs; typing clears the error. */
function useJsonBox(initial: string, parse: (text: string) => JsonBox) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  function check(): JsonBox {
    const result = parse(text);
    setError(result.ok ? null : result.error);
    return result;
  }
  const fieldProps = {
    ref,
    value: text,
    error,
    onChange: (e: React.ChangeEvent<HTMLTextAreaElement>) => {
      setText(e.target.value);
      if (error) setError(null);
    },
    onBlur: () => void check(),
  };
  return { ref, check, fieldProps };
}
