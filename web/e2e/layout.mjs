// Layout checks of the end-to-end tests (issue 17): no page scrolls sideways, and a game page keeps
// its board, both clocks and both names inside the window. Not a test file itself.
import assert from 'node:assert/strict';

/** The page does not scroll sideways. */
export async function assertNoSidewaysScroll(page, what) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth,
  }));
  assert.ok(scrollWidth <= clientWidth, `${what}: the page is ${scrollWidth} px wide in a window of ${clientWidth} px`);
}

/** The board, both clocks and both names are inside the window as the page opens (not scrolled). */
export async function assertBoardInView(page, what) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const window_ = await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  const parts = {
    board: page.locator('.board'),
    'top clock': page.locator('.player-bar.top .clock-time'),
    'bottom clock': page.locator('.player-bar.bottom .clock-time'),
    'top name': page.locator('.player-bar.top .player-name'),
    'bottom name': page.locator('.player-bar.bottom .player-name'),
  };
  for (const [part, locator] of Object.entries(parts)) {
    const box = await locator.boundingBox();
    assert.ok(box, `${what}: no ${part}`);
    assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= window_.width + 0.5 && box.y + box.height <= window_.height + 0.5,
      `${what}: the ${part} at ${JSON.stringify(box)} is not inside the window ${JSON.stringify(window_)}`);
  }
}

