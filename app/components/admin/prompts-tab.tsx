/**
 * Evaluation Prompts: the two templates with their active version; an editor that flags unknown
 * variables before saving; the version history with revert; and the prompt tester.
 */
import { useCallback, useEffect, useState } from "react";
import {
  missingVariables,
  TEMPLATE_VARIABLES,
  unknownVariables,
} from "@core/prompts";
import { useToast } from "~/components/toast";
import { Button, Card, Notice, TextAreaField } from "~/components/ui";
import type { TemplateState, TemplateSummary } from "@core/api/admin";
import { adminApi } from "./admin-api.client";
import { formatWhen } from "./admin-forms";
import { errorText, useAdminAction } from "./admin-action";
import { Badge, Loading, SectionTitle } from "./controls";
import { PromptTester } from "./prompt-tester";

const braced = (names: readonly string[]) =>
  names.map((n) => `{${n}}`).join(", ");

export function PromptsTab() {
  const [templates, setTemplates] = useState<TemplateSummary[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const loadList = useCallback(async () => {
    try {
      const { templates } = await adminApi.templates();
      setTemplates(templates);
      setLoadError(null);
      setSelectedId((current) => current ?? templates[0]?.id ?? null);
    } catch (error) {
      setLoadError(errorText(error, "Could not load the templates."));
    }
  }, []);

  useEffect(() => {
    void loadList();
  }, [loadList]);

  if (loadError) return <Notice tone="error">{loadError}</Notice>;
  if (!templates) return <Loading text="Loading templates..." />;

  return (
    <div className="space-y-5">
      <ul className="space-y-3" aria-label="Prompt templates">
        {templates.map((t) => {
          const selected = t.id === selectedId;
          return (
            <li key={t.id}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => setSelectedId(t.id)}
                className={`w-full rounded-2xl border p-4 text-left shadow-sm transition-colors ${
                  selected
                    ? "border-brand-600 bg-brand-50"
                    : "border-stone-200 bg-white hover:bg-stone-50"
                }`}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="font-semibold text-stone-900">{t.name}</span>
                  <Badge tone="brand">
                    Active: v{t.activeVersion}
                    {t.latestVersion !== t.activeVersion
                      ? ` of ${t.latestVersion}`
                      : ""}
                  </Badge>
                </span>
                <span className="mt-1 block text-sm text-stone-600">
                  {t.description}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {selectedId ? (
        <TemplateEditor key={selectedId} id={selectedId} onChanged={loadList} />
      ) : null}
    </div>
  );
}

function TemplateEditor({
  id,
  onChanged,
}: {
  id: string;
  onChanged: () => void;
}) {
  const { toast } = useToast();
  const [state, setState] = useState<TemplateState | null>(null);
  const [draft, setDraft] = useState("");
  const [allowMissing, setAllowMissing] = useState(false);
  // "save", or the version being reverted to.
  const { busy, error, setError, run } = useAdminAction<"save" | number>();
  const saving = busy === "save";
  const reverting = typeof busy === "number" ? busy : null;

  useEffect(() => {
    let cancelled = false;
    adminApi
      .template(id)
      .then((s) => {
        if (cancelled) return;
        setState(s);
        setDraft(s.template.template);
      })
      .catch(
        (e) =>
          !cancelled && setError(errorText(e, "Could not load the template."))
      );
    return () => {
      cancelled = true;
    };
  }, [id, setError]);

  if (!state)
    return error ? (
      <Notice tone="error">{error}</Notice>
    ) : (
      <Loading text="Loading the template..." />
    );

  const unknown = unknownVariables(draft);
  const unknownMessage = unknown.length
    ? `Unknown ${unknown.length === 1 ? "variable" : "variables"} ${braced(
        unknown
      )}. Use only ${braced(TEMPLATE_VARIABLES)}.`
    : null;
  const missing = missingVariables(id, draft);
  const missingMessage = missing.length
    ? `This template lacks ${braced(
        missing
      )}, which the evaluation needs: the model would not see the routine. Confirm to make it active anyway.`
    : null;
  const changed = draft !== state.template.template;
  const empty = draft.trim() === "";

  function apply(next: TemplateState) {
    setState(next);
    setDraft(next.template.template);
    onChanged();
  }

  async function save() {
    if (
      unknownMessage ||
      empty ||
      !changed ||
      (missingMessage && !allowMissing)
    )
      return;
    await run("save", "Could not save the template.", async () => {
      const next = await adminApi.saveTemplate(
        id,
        draft,
        missing.length > 0 && allowMissing
      );
      apply(next);
      toast(
        next.created
          ? `Saved as version ${next.template.activeVersion}; it is now active.`
          : "No changes to save.",
        { variant: "success" }
      );
    });
  }

  async function revert(version: number) {
    await run(version, "Could not revert the template.", async () => {
      apply(await adminApi.revertTemplate(id, version));
      toast(`Version ${version} is active again.`, { variant: "success" });
    });
  }

  return (
    <div className="space-y-5">
      <Card className="space-y-4">
        <div className="flex items-center justify-between gap-2">
          <SectionTitle>Edit {state.template.name}</SectionTitle>
          <Badge tone="brand">Active: v{state.template.activeVersion}</Badge>
        </div>
        <TextAreaField
          label="Template"
          hint={`Variables: ${braced(
            TEMPLATE_VARIABLES
          )}. Saving creates a new version and makes it active.`}
          mono
          rows={14}
          value={draft}
          error={
            unknownMessage ?? (empty ? "The template must not be empty." : null)
          }
          onChange={(e) => setDraft(e.target.value)}
        />
        {missingMessage && !unknownMessage && !empty ? (
          <div className="space-y-2" data-testid="missing-variables-warning">
            <Notice tone="error">{missingMessage}</Notice>
            <label className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                checked={allowMissing}
                onChange={(e) => setAllowMissing(e.target.checked)}
              />
              Make it active without {braced(missing)}
            </label>
          </div>
        ) : null}
        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={save}
            loading={saving}
            disabled={
              !changed ||
              Boolean(unknownMessage) ||
              empty ||
              reverting !== null ||
              Boolean(missingMessage && !allowMissing)
            }
          >
            Save new version
          </Button>
          <Button
            variant="secondary"
            onClick={() => setDraft(state.template.template)}
            disabled={!changed || saving}
          >
            Discard changes
          </Button>
        </div>
      </Card>

      <Card className="space-y-3">
        <SectionTitle>Version history</SectionTitle>
        <ol
          className="divide-y divide-stone-100"
          aria-label={`Versions of ${state.template.name}`}
        >
          {state.versions.map((v) => (
            <li
              key={v.version}
              className="space-y-2 py-3"
              data-testid={`template-version-${v.version}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="text-sm">
                  <span className="font-semibold text-stone-900">
                    Version {v.version}
                  </span>{" "}
                  {v.active ? <Badge tone="green">Active</Badge> : null}
                  <span className="block text-xs text-stone-600">
                    {formatWhen(v.createdAt)}
                    {v.createdBy
                      ? ` · ${v.createdBy.email}`
                      : " · shipped default"}
                  </span>
                </div>
                {v.active ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => revert(v.version)}
                    loading={reverting === v.version}
                    disabled={busy !== null}
                  >
                    Revert to version {v.version}
                  </Button>
                )}
              </div>
              <details className="text-sm">
                <summary className="cursor-pointer text-stone-700">
                  Show text
                </summary>
                <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-stone-100 p-2 font-mono text-xs text-stone-800">
                  {v.template}
                </pre>
                {v.template !== draft ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDraft(v.template)}
                  >
                    Load into the editor
                  </Button>
                ) : null}
              </details>
            </li>
          ))}
        </ol>
      </Card>

      <Card>
        <PromptTester
          prompt={draft}
          templateId={id}
          blockedReason={unknownMessage}
        />
      </Card>
    </div>
  );
}
