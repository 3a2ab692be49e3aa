import { test, expect } from "@playwright/test";

const base = process.env.BOOKING_URL ?? "https://staging.booking.fitclub.example";

test("book a spin class", async ({ page }) => {
  await page.goto(`${base}/login`);
  await page.getByTestId("email").fill("qa+e2e@fitclub.example");
  await page.getByTestId("password").fill(process.env.E2E_PASSWORD ?? "");
  await page.getByTestId("submit").click();
  await page.goto(`${base}/classes?type=spin`);
  const first = page.getByTestId("class-card").first();
  const before = Number(await first.getByTestId("spots-left").innerText());
  await first.getByTestId("book").click();
  await expect(page.getByTestId("toast")).toContainText("Booked");
  await expect(first.getByTestId("spots-left")).toHaveText(String(before - 1));
});
