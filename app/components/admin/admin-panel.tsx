/** The admin panel's tabs: Evaluation Prompts, Ingredient Analysis, AI Settings, plus community moderation, access and the audit log. */
import { useSearchParams } from "@remix-run/react";
import { AccessAuditTab } from "./access-audit-tab";
import { AiSettingsTab } from "./ai-settings-tab";
import { TabPanel, Tabs, type TabItem } from "./controls";
import { IngredientsTab } from "./ingredients-tab";
import { ModerationTab } from "./moderation-tab";
import { PromptsTab } from "./prompts-tab";

export type AdminTab = "prompts" | "ingredients" | "ai" | "moderation" | "audit";

export const ADMIN_TABS: readonly TabItem<AdminTab>[] = [
  { id: "prompts", label: "Evaluation Prompts" },
  { id: "ingredients", label: "Ingredient Analysis" },
  { id: "ai", label: "AI Settings" },
  { id: "moderation", label: "Moderation" },
  { id: "audit", label: "Access & Audit" },
];

export function tabOf(value: string | null): AdminTab {
  return ADMIN_TABS.some((t) => t.id === value) ? (value as AdminTab) : "prompts";
}

export function AdminPanel() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("tab"));
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
      <Tabs label="Admin sections" tabs={ADMIN_TABS} selected={tab} onSelect={select} idPrefix="admin" />
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
