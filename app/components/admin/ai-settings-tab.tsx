/**
 * AI Settings: model, temperature 0-1 in steps of 0.1, max tokens, timeout and
 * JSON mode; validated here and by the api, stored, and used by the evaluation's narrative stage
 * and by prompt tests.
 */
import { useEffect, useState } from "react";
import { useToast } from "~/components/toast";
import { Button, Card, Field, Notice, SelectField } from "~/components/ui";
import type { AiSettingsOptions, StoredAiSettings } from "@core/api/admin";
import { errorText, useAdminAction } from "./admin-action";
import { adminApi } from "./admin-api.client";
import { useT } from "~/utils/i18n";
import { numberIn, whenIn } from "./admin-text";
import { settingsToForm, validateSettingsForm, type SettingsErrors, type SettingsForm } from "./admin-forms";
import { Loading, SectionTitle } from "./controls";

export function AiSettingsTab() {
  const { toast } = useToast();
  const tr = useT();
  const [stored, setStored] = useState<StoredAiSettings | null>(null);
  const [options, setOptions] = useState<AiSettingsOptions | null>(null);
  const [keyConfigured, setKeyConfigured] = useState(true);
  const [form, setForm] = useState<SettingsForm | null>(null);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const { busy, error, setError, run } = useAdminAction();
  const saving = busy !== null;

  useEffect(() => {
    let cancelled = false;
    adminApi
      .aiSettings()
      .then(({ settings, options, modelKeyConfigured }) => {
        if (cancelled) return;
        setStored(settings);
        setOptions(options);
        setKeyConfigured(modelKeyConfigured);
        setForm(settingsToForm(settings));
      })
      .catch((e) => !cancelled && setError(errorText(tr, e, tr("adminUi.ai.loadFailed"))));
    return () => {
      cancelled = true;
    };
  }, [setError, tr]);

  if (!form || !options || !stored) return error ? <Notice tone="error">{error}</Notice> : <Loading text={tr("adminUi.ai.loading")} />;

  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => {
    setForm((f) => (f ? { ...f, [key]: value } : f));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!form || !options) return;
    setError(null);
    const checked = validateSettingsForm(form, options, tr);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    await run(true, tr("adminUi.ai.saveFailed"), async () => {
      const { settings, changed } = await adminApi.saveAiSettings(checked.value);
      setStored(settings);
      setForm(settingsToForm(settings));
      toast(tr(changed ? "adminUi.ai.saved" : "adminUi.ai.noChanges"), { variant: "success" });
    });
  }

  const t = options.temperature;
  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <SectionTitle>{tr("admin.tabAi")}</SectionTitle>
        <p className="text-sm text-stone-600">
          {tr("adminUi.ai.intro")}
        </p>
        {keyConfigured ? null : (
          <Notice>{tr("adminUi.ai.noKey")}</Notice>
        )}
        <SelectField label={tr("adminUi.ai.model")} value={form.model} onChange={(e) => set("model", e.target.value)} error={errors.model}>
          {options.models.map((m) => (
            <option key={m} value={m}>
              {m}
              {m === options.defaults.model ? ` ${tr("adminUi.ai.default")}` : ""}
            </option>
          ))}
        </SelectField>

        <div className="space-y-1.5">
          <label htmlFor="ai-temperature" className="flex justify-between text-sm font-medium text-stone-800">
            <span>{tr("adminUi.ai.temperature")}</span>
            <output htmlFor="ai-temperature" className="font-mono text-stone-900">
              {form.temperature}
            </output>
          </label>
          <input
            id="ai-temperature"
            type="range"
            min={t.min}
            max={t.max}
            step={t.step}
            value={form.temperature}
            onChange={(e) => set("temperature", e.target.value)}
            aria-describedby="ai-temperature-hint"
            className="w-full accent-brand-600"
          />
          <p id="ai-temperature-hint" className="text-xs text-stone-600">
            {tr("adminUi.ai.temperatureHint", {
              min: numberIn(tr, t.min),
              max: numberIn(tr, t.max),
              step: numberIn(tr, t.step),
              default: numberIn(tr, options.defaults.temperature),
            })}
          </p>
          {errors.temperature ? <p className="text-sm text-red-700">{errors.temperature}</p> : null}
        </div>

        <Field
          label={tr("adminUi.ai.maxTokens")}
          type="number"
          inputMode="numeric"
          min={options.maxTokens.min}
          max={options.maxTokens.max}
          step={1}
          hint={tr("adminUi.ai.maxTokensHint", {
            min: numberIn(tr, options.maxTokens.min),
            max: numberIn(tr, options.maxTokens.max, true),
            default: numberIn(tr, options.defaults.maxTokens),
          })}
          value={form.maxTokens}
          error={errors.maxTokens}
          onChange={(e) => set("maxTokens", e.target.value)}
        />
        <Field
          label={tr("adminUi.ai.timeout")}
          type="number"
          inputMode="numeric"
          min={options.timeoutMs.min / 1000}
          max={options.timeoutMs.max / 1000}
          step={1}
          hint={tr("adminUi.ai.timeoutHint", {
            min: numberIn(tr, options.timeoutMs.min / 1000),
            max: numberIn(tr, options.timeoutMs.max / 1000),
            default: numberIn(tr, options.defaults.timeoutMs / 1000),
          })}
          value={form.timeoutSeconds}
          error={errors.timeoutSeconds}
          onChange={(e) => set("timeoutSeconds", e.target.value)}
        />
        <label className="flex items-center gap-3 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            checked={form.jsonMode}
            onChange={(e) => set("jsonMode", e.target.checked)}
            className="size-5 accent-brand-600"
          />
          {tr("adminUi.ai.jsonMode")}
        </label>

        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={saving}>
            {tr("adminUi.ai.save")}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setForm(settingsToForm(options.defaults))} disabled={saving}>
            {tr("adminUi.ai.useDefaults")}
          </Button>
        </div>
        <p className="text-xs text-stone-600">
          {stored.updatedBy
            ? tr("adminUi.ai.lastChanged", { email: stored.updatedBy.email, when: whenIn(tr, stored.updatedAt) })
            : tr("adminUi.ai.notChanged")}
        </p>
      </form>
    </Card>
  );
}
