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
import { formatWhen, settingsToForm, validateSettingsForm, type SettingsErrors, type SettingsForm } from "./admin-forms";
import { Loading, SectionTitle } from "./controls";

export function AiSettingsTab() {
  const { toast } = useToast();
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
      .catch((e) => !cancelled && setError(errorText(e, "Could not load the AI settings.")));
    return () => {
      cancelled = true;
    };
  }, [setError]);

  if (!form || !options || !stored) return error ? <Notice tone="error">{error}</Notice> : <Loading text="Loading the AI settings..." />;

  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => {
    setForm((f) => (f ? { ...f, [key]: value } : f));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!form || !options) return;
    setError(null);
    const checked = validateSettingsForm(form, options);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    await run(true, "Could not save the AI settings.", async () => {
      const { settings, changed } = await adminApi.saveAiSettings(checked.value);
      setStored(settings);
      setForm(settingsToForm(settings));
      toast(changed ? "AI settings saved." : "No changes to save.", { variant: "success" });
    });
  }

  const t = options.temperature;
  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <SectionTitle>AI Settings</SectionTitle>
        <p className="text-sm text-stone-600">
          Used by the evaluation&apos;s narrative stage and by prompt tests. Scores always come from the deterministic engine.
        </p>
        {keyConfigured ? null : (
          <Notice>
            No model key is configured (OPENAI_API_KEY), so these settings are not used yet: evaluations keep the engine&apos;s own
            text and Test Prompt shows a labelled sample instead of a model&apos;s answer.
          </Notice>
        )}
        <SelectField label="Model" value={form.model} onChange={(e) => set("model", e.target.value)} error={errors.model}>
          {options.models.map((m) => (
            <option key={m} value={m}>
              {m}
              {m === options.defaults.model ? " (default)" : ""}
            </option>
          ))}
        </SelectField>

        <div className="space-y-1.5">
          <label htmlFor="ai-temperature" className="flex justify-between text-sm font-medium text-stone-800">
            <span>Temperature</span>
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
            {t.min} (focused) to {t.max} (creative), in steps of {t.step}; default {options.defaults.temperature}.
          </p>
          {errors.temperature ? <p className="text-sm text-red-700">{errors.temperature}</p> : null}
        </div>

        <Field
          label="Max tokens"
          type="number"
          inputMode="numeric"
          min={options.maxTokens.min}
          max={options.maxTokens.max}
          step={1}
          hint={`${options.maxTokens.min}-${options.maxTokens.max.toLocaleString("en-US")}; default ${options.defaults.maxTokens}.`}
          value={form.maxTokens}
          error={errors.maxTokens}
          onChange={(e) => set("maxTokens", e.target.value)}
        />
        <Field
          label="Timeout (seconds)"
          type="number"
          inputMode="numeric"
          min={options.timeoutMs.min / 1000}
          max={options.timeoutMs.max / 1000}
          step={1}
          hint={`${options.timeoutMs.min / 1000}-${options.timeoutMs.max / 1000} s; default ${options.defaults.timeoutMs / 1000} s.`}
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
          JSON mode (the model must answer with a JSON object)
        </label>

        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={saving}>
            Save settings
          </Button>
          <Button type="button" variant="secondary" onClick={() => setForm(settingsToForm(options.defaults))} disabled={saving}>
            Use defaults
          </Button>
        </div>
        <p className="text-xs text-stone-600">
          {stored.updatedBy ? `Last changed by ${stored.updatedBy.email}, ${formatWhen(stored.updatedAt)}` : "Not changed since setup."}
        </p>
      </form>
    </Card>
  );
}
