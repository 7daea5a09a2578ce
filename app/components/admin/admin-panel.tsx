/** The admin panel's tabs: Evaluation Prompts, Ingredient Analysis, AI Settings, plus community moderation, access and the audit log. */
import { useSearchParams } from "@remix-run/react";
import type { MessageKey } from "@core/i18n/catalogues";
import { useT } from "~/utils/i18n";
import { AccessAuditTab } from "./access-audit-tab";
import { AiSettingsTab } from "./ai-settings-tab";
import { TabPanel, Tabs, type TabItem } from "./controls";
import { IngredientsTab } from "./ingredients-tab";
import { ModerationTab } from "./moderation-tab";
import { PromptsTab } from "./prompts-tab";

export type AdminTab = "prompts" | "ingredients" | "ai" | "moderation" | "audit";

/** The tabs in order, each with its label's catalogue key. */
export const ADMIN_TABS: readonly { id: AdminTab; label: MessageKey }[] = [
  { id: "prompts", label: "admin.tabPrompts" },
  { id: "ingredients", label: "admin.tabIngredients" },
  { id: "ai", label: "admin.tabAi" },
  { id: "moderation", label: "admin.tabModeration" },
  { id: "audit", label: "admin.tabAudit" },
];

export function tabOf(value: string | null): AdminTab {
  return ADMIN_TABS.some((x) => x.id === value) ? (value as AdminTab) : "prompts";
}

export function AdminPanel() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("tab"));
  const t = useT();
  const tabs: TabItem<AdminTab>[] = ADMIN_TABS.map((x) => ({ id: x.id, label: t(x.label) }));
  const select = (next: AdminTab) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next === "prompts") copy.delete("tab");
        else copy.set("tab", next);
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div>
      <Tabs label={t("admin.sections")} tabs={tabs} selected={tab} onSelect={select} idPrefix="admin" />
      <TabPanel idPrefix="admin" id={tab}>
        {tab === "prompts" ? <PromptsTab /> : null}
        {tab === "ingredients" ? <IngredientsTab /> : null}
        {tab === "ai" ? <AiSettingsTab /> : null}
        {tab === "moderation" ? <ModerationTab /> : null}
        {tab === "audit" ? <AccessAuditTab /> : null}
      </TabPanel>
    </div>
  );
}
