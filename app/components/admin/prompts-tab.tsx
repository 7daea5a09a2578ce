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
import { useT } from "~/utils/i18n";
import { adminApi } from "./admin-api.client";
import { numberIn, whenIn } from "./admin-text";
import { errorText, useAdminAction } from "./admin-action";
import { Badge, Loading, SectionTitle } from "./controls";
import { PromptTester } from "./prompt-tester";

const braced = (names: readonly string[]) =>
  names.map((n) => `{${n}}`).join(", ");

export function PromptsTab() {
  const t = useT();
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
      setLoadError(errorText(t, error, t("adminUi.prompts.loadListFailed")));
    }
  }, [t]);

  useEffect(() => {
    void loadList();
  }, [loadList]);

  if (loadError) return <Notice tone="error">{loadError}</Notice>;
  if (!templates) return <Loading text={t("adminUi.prompts.loadingList")} />;

  return (
    <div className="space-y-5">
      <ul className="space-y-3" aria-label={t("adminUi.prompts.listLabel")}>
        {templates.map((template) => {
          const selected = template.id === selectedId;
          return (
            <li key={template.id}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => setSelectedId(template.id)}
                className={`w-full rounded-2xl border p-4 text-left shadow-sm transition-colors ${
                  selected
                    ? "border-brand-600 bg-brand-50"
                    : "border-stone-200 bg-white hover:bg-stone-50"
                }`}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="font-semibold text-stone-900">
                    {template.name}
                  </span>
                  <Badge tone="brand">
                    {template.latestVersion !== template.activeVersion
                      ? t("adminUi.prompts.activeOf", {
                          active: numberIn(t, template.activeVersion),
                          latest: numberIn(t, template.latestVersion),
                        })
                      : t("adminUi.prompts.active", {
                          active: numberIn(t, template.activeVersion),
                        })}
                  </Badge>
                </span>
                <span className="mt-1 block text-sm text-stone-600">
                  {template.description}
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
  const t = useT();
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
          !cancelled &&
          setError(errorText(t, e, t("adminUi.prompts.loadFailed")))
      );
    return () => {
      cancelled = true;
    };
  }, [id, setError, t]);

  if (!state)
    return error ? (
      <Notice tone="error">{error}</Notice>
    ) : (
      <Loading text={t("adminUi.prompts.loading")} />
    );

  const unknown = unknownVariables(draft);
  const unknownMessage = unknown.length
    ? t("adminUi.prompts.unknown", {
        count: unknown.length,
        names: braced(unknown),
        allowed: braced(TEMPLATE_VARIABLES),
      })
    : null;
  const missing = missingVariables(id, draft);
  const missingMessage = missing.length
    ? t("adminUi.prompts.missing", { names: braced(missing) })
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
    await run("save", t("adminUi.prompts.saveFailed"), async () => {
      const next = await adminApi.saveTemplate(
        id,
        draft,
        missing.length > 0 && allowMissing
      );
      apply(next);
      toast(
        next.created
          ? t("adminUi.prompts.savedAs", {
              version: numberIn(t, next.template.activeVersion),
            })
          : t("adminUi.ai.noChanges"),
        { variant: "success" }
      );
    });
  }

  async function revert(version: number) {
    await run(version, t("adminUi.prompts.revertFailed"), async () => {
      apply(await adminApi.revertTemplate(id, version));
      toast(t("adminUi.prompts.reverted", { version: numberIn(t, version) }), { variant: "success" });
    });
  }

  return (
    <div className="space-y-5">
      <Card className="space-y-4">
        <div className="flex items-center justify-between gap-2">
          <SectionTitle>
            {t("adminUi.prompts.edit", { name: state.template.name })}
          </SectionTitle>
          <span data-testid="editor-active-version">
            <Badge tone="brand">
              {t("adminUi.prompts.active", {
                active: numberIn(t, state.template.activeVersion),
              })}
            </Badge>
          </span>
        </div>
        <TextAreaField
          label={t("adminUi.prompts.templateField")}
          hint={t("adminUi.prompts.templateHint", {
            names: braced(TEMPLATE_VARIABLES),
          })}
          mono
          rows={14}
          value={draft}
          error={
            unknownMessage ?? (empty ? t("adminUi.prompts.empty") : null)
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
              {t("adminUi.prompts.allowMissing", { names: braced(missing) })}
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
            {t("adminUi.prompts.saveVersion")}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setDraft(state.template.template)}
            disabled={!changed || saving}
          >
            {t("adminUi.prompts.discard")}
          </Button>
        </div>
      </Card>

      <Card className="space-y-3">
        <SectionTitle>{t("adminUi.prompts.history")}</SectionTitle>
        <ol
          className="divide-y divide-stone-100"
          aria-label={t("adminUi.prompts.versionsOf", {
            name: state.template.name,
          })}
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
                    {t("adminUi.prompts.version", {
                      version: numberIn(t, v.version),
                    })}
                  </span>{" "}
                  {v.active ? (
                    <Badge tone="green">
                      {t("adminUi.prompts.activeBadge")}
                    </Badge>
                  ) : null}
                  <span className="block text-xs text-stone-600">
                    {whenIn(t, v.createdAt)}
                    {` · ${
                      v.createdBy
                        ? v.createdBy.email
                        : t("adminUi.prompts.shippedDefault")
                    }`}
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
                    {t("adminUi.prompts.revertTo", {
                      version: numberIn(t, v.version),
                    })}
                  </Button>
                )}
              </div>
              <details className="text-sm">
                <summary className="cursor-pointer text-stone-700">
                  {t("adminUi.prompts.showText")}
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
                    {t("adminUi.prompts.loadIntoEditor")}
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
