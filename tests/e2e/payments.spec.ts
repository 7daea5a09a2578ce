import { expect, test, type Page } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "./helpers";

/** Picks a package on /buy-credits and fills the local TEST MODE card form. */
async function payWithTestCard(page: Page, packageName: "Starter" | "Regular" | "Pro", cardNumber: string) {
  const ids = { Starter: "small", Regular: "medium", Pro: "large" } as const;
  await page.goto("/buy-credits");
  await page.getByTestId(`package-${ids[packageName]}`).click();
  await expect(page.getByTestId("test-mode")).toHaveText("TEST MODE");
  await expect(page.getByTestId("order-summary")).toContainText(packageName);
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Complete Purchase" }).click();
}

test("buy the Regular package in the sandbox: the credit pill goes from n to n+15", async ({ page }) => {
  await signUpThroughApi(page, uniqueEmail("buyer"));
  const pill = page.getByTestId("credit-balance");
  const before = 3; // the free credits of a verified account
  await expect(pill).toHaveText(String(before));

  await page.goto("/buy-credits");
  await expect(page.getByRole("heading", { name: "Buy Credits" })).toBeVisible();
  const regular = page.getByTestId("package-medium");
  await expect(regular).toContainText("Most Popular");
  await expect(regular).toContainText("15 credits");
  await expect(regular).toContainText("$9");
  await expect(regular).toContainText("$0.60 per credit");
  await expect(page.getByTestId("package-small")).toContainText("$0.80 per credit");
  await expect(page.getByTestId("package-large")).toContainText("$0.49 per credit");

  await payWithTestCard(page, "Regular", "4242 4242 4242 4242");

  await expect(page).toHaveURL(/\/payment-success\?payment_intent=pi_sandbox_\w+&payment_intent_client_secret=pi_sandbox_\w+_secret_\w+/);
  const successUrl = page.url();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(
    page.getByText(`Payment successful! 15 credits have been added to your account. You now have ${before + 15} credits.`),
  ).toBeVisible();
  await expect(pill).toHaveText(String(before + 15));
  // The Pro badge says what it means.
  await expect(page.getByTitle("Pro: you have bought credits").first()).toContainText("Pro");
  // Redirected home after 5 s; the balance stays.
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
  await expect(pill).toHaveText(String(before + 15));

  // Reopening the link credits nothing more and does not celebrate again.
  await page.goto(successUrl);
  await expect(page.getByRole("heading", { name: "Payment already added" })).toBeVisible();
  await expect(page.getByTestId("new-credits")).toHaveText(String(before + 15));
  await expect(page.getByText(/^Payment successful!/)).toHaveCount(0);

  await page.goto("/account");
  await expect(page.getByTestId("account-credits")).toHaveText(String(before + 15));
  const history = page.getByTestId("credit-history");
  await expect(history.locator("li").first()).toContainText("Credit purchase");
  await expect(history.locator("li").first()).toContainText("+15");

  // Deleting the account would lose them: the confirmation says how many were paid for.
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("alertdialog").getByTestId("lost-credits")).toHaveText(
    "Your 18 unused credits will be lost, 15 of them paid for: deleted accounts are not refunded.",
  );
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
});

test("a declined card shows Stripe's decline message and credits nothing", async ({ page }) => {
  await signUpThroughApi(page, uniqueEmail("declined"));
  const pill = page.getByTestId("credit-balance");
  const before = "3"; // the free credits of a verified account
  await expect(pill).toHaveText(before);

  await payWithTestCard(page, "Starter", "4000 0000 0000 0002");
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
  // Said once: beside the form, not again in a toast.
  await expect(page.getByText("Your card was declined.")).toHaveCount(1);
  await expect(page).toHaveURL(/\/buy-credits$/);
  await expect(page.getByRole("button", { name: "Complete Purchase" })).toBeEnabled();
  await expect(pill).toHaveText(before);

  await page.getByRole("button", { name: "Back to packages" }).click();
  await expect(page.getByTestId("package-small")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
});

test("guests are asked to log in before buying", async ({ page }) => {
  await page.goto("/buy-credits");
  await expect(page.getByText("Please log in to purchase credits").first()).toBeVisible();
  await page.getByTestId("package-medium").click();
  // Said once: picking a package points at the notice instead of repeating it in a toast and an alert.
  await expect(page.getByTestId("login-required")).toBeFocused();
  await expect(page.getByText("Please log in to purchase credits")).toHaveCount(1);
  await expect(page.getByRole("alert").filter({ hasText: "Please log in to purchase credits" })).toHaveCount(0);
});

test("/payment-success without the intent or its client secret: 'Invalid payment information' and home", async ({ page }) => {
  await signUpThroughApi(page, uniqueEmail("invalid"));
  await page.goto("/payment-success?payment_intent=pi_sandbox_123");
  await expect(page.getByText("Invalid payment information")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
