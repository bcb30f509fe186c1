/**
 * Plays a recorded game through the app's UI the shortest way the UI offers, counting every interaction: a tap is
 * one; typing into a field is two (the tap that focuses it, then the typing), as on a phone. Used by the
 * interactions bench and the phone tests.
 */
import type { Locator, Page } from 'playwright-core';
import { buyCount } from './ui-driver.ts';
import { buyLimits, disposalOptions, disposalQueue, dollars, parseTile, previewPlacement, replay, type Action, type GameRecord, type GameState } from '../../src/engine/index.ts';

/** Resolves once the scroll position has held for two frames in a row, or after 30 frames. */
const SETTLED = `new Promise((resolve) => {
  let last = -1, still = 0, frames = 0;
  const tick = () => {
    still = scrollY === last ? still + 1 : 0;
    last = scrollY;
    if (still >= 2 || ++frames >= 30) resolve();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})`;

/** Interactions counted by what they were for. */
export class Interactions {
  total = 0;
  readonly byStep: Record<string, number> = {};
  /** The scrolls (in byStep's 'scroll') by the step whose target needed them. */
  readonly scrollsFor: Record<string, number> = {};

  private count(step: string) {
    this.total++;
    this.byStep[step] = (this.byStep[step] ?? 0) + 1;
  }

  /**
   * One tap (and a scroll first, counted, when the target is not wholly in view), made as a thumb makes it: once the
   * target takes taps (a step's buttons rest a moment after it opens), at its centre, where it is on the screen.
   * Not Playwright's click: when its first try finds the target resting it scrolls the page about on retries, which
   * moved the board out of view for the next tap.
   */
  async tap(target: Locator, step: string): Promise<void> {
    await this.reach(target, step);
    const page = target.page();
    await explained(target, async () => {
      await page.waitForFunction((e) => e !== null && !(e as HTMLButtonElement).disabled && !e.closest('fieldset:disabled'), await target.first().elementHandle(), { timeout: 10_000 });
      const box = (await target.first().boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    });
    this.count(step);
  }

  /** A field typed into: the tap that focuses it and the typing, two interactions (and a scroll, as for a tap). */
  async fill(target: Locator, text: string, step: string): Promise<void> {
    await this.reach(target, step);
    await explained(target, () => target.fill(text));
    this.count(step);
    this.count(step);
  }

  /**
   * A thumb cannot tap what is off the screen or under the pinned top: such a target costs a scroll first, counted
   * as one interaction ('scroll'). Measured once the page has settled (the app brings a new step into view itself,
   * in the frame after it is drawn), before Playwright would scroll for free.
   */
  private async reach(target: Locator, step: string): Promise<void> {
    if (await this.inView(target)) return;
    this.count('scroll');
    this.scrollsFor[step] = (this.scrollsFor[step] ?? 0) + 1;
    // The scroll itself: the target to the screen's middle, clear of the pinned top.
    await target.first().evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await target.page().evaluate(SETTLED);
  }

  /** Whether `target` is wholly in view below the pinned top once the page has settled (nothing counted). */
  async inView(target: Locator): Promise<boolean> {
    await explained(target, () => target.first().waitFor());
    // The page settles first: frames pass until the scroll position holds for two in a row (the app scrolls a new
    // step, or a form loaded on first use, into view a frame or more after drawing it), at most 30.
    // (Page code as a string: tsx names inner functions with a helper the page does not have.)
    await target.page().evaluate(SETTLED);
    // Then the target is found again: a step's panel may be drawn anew meanwhile.
    return target.first().evaluate((e) => {
      const r = e.getBoundingClientRect();
      const top = document.querySelector('.game-top')?.getBoundingClientRect().bottom ?? 0;
      return r.top >= top - 0.5 && r.bottom <= window.innerHeight + 0.5 && r.left >= -0.5 && r.right <= window.innerWidth + 0.5;
    });
  }
}

/**
 * Runs a tap or a fill; when it fails (a target that never comes, or stays disabled), the error says what the screen
 * showed then: the step the game awaits, its stored entries, the panel's heading, whether the target is there and
 * enabled, and whether the game's buttons rest. A step that seems stuck is told apart from a tap that went unheard.
 */
async function explained(target: Locator, act: () => Promise<void>): Promise<void> {
  try {
    await act();
  } catch (e) {
    const page = target.page();
    const seen = await page
      .evaluate(() => {
        const game = document.querySelector('.game');
        const guards = [...document.querySelectorAll('fieldset.guard')].map((f) => (f as HTMLFieldSetElement).disabled);
        return `awaiting ${game?.getAttribute('data-awaiting')}, ${game?.getAttribute('data-actions')} entries, panel "${document.querySelector('.game-main h2')?.textContent}", resting fieldsets ${JSON.stringify(guards)}, notice "${document.querySelector('.notice-error, .notice-info')?.textContent ?? ''}"`;
      })
      .catch(() => 'the page could not be read');
    const there = await target.count().catch(() => 0);
    const enabled = there > 0 ? await target.first().isEnabled().catch(() => false) : false;
    (e as Error).message += `\nThe screen then: ${seen}; target ${there > 0 ? (enabled ? 'there and enabled' : 'there but disabled') : 'not there'}.`;
    throw e;
  }
}

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const stored = (page: Page) => page.locator('.game').getAttribute('data-actions').then(Number);

/** Waits until the game screen shows more stored actions than `before`. */
async function storedMore(page: Page, before: number): Promise<void> {
  await page.waitForFunction((n) => Number(document.querySelector('.game')?.getAttribute('data-actions')) > n, before, { timeout: 10_000 });
}

const sharesIn = (a: Extract<Action, { type: 'buy' }>) => Object.values(a.shares).reduce((t, n) => t + n, 0);

/**
 * Plays `record`'s actions through the UI, starting from a game screen that shows its setup and none of its actions.
 * Each group of actions the UI takes in one go (a buy with its end of turn; a disposal with the others' keeps) is
 * played as one step; the count of interactions goes into `taps`.
 */
export async function playShortest(page: Page, record: GameRecord, taps: Interactions): Promise<void> {
  let i = 0;
  while (i < record.actions.length) {
    const before = replay({ ...record, actions: record.actions.slice(0, i) }).state;
    const count = await stored(page);
    i += await step(page, record.actions, i, before, taps);
    await storedMore(page, count);
  }
}

/** Plays the step starting at action `i`; returns how many of the record's actions it covered. */
async function step(page: Page, actions: Action[], i: number, s: GameState, taps: Interactions): Promise<number> {
  const action = actions[i]!;
  const next = actions[i + 1];
  switch (action.type) {
    case 'place':
      return place(page, actions, i, s, taps);
    case 'found':
      await taps.tap(button(page, new RegExp(`^${action.chain}\\b`)), 'found');
      return 1;
    case 'survivor':
    case 'defunct':
      await taps.tap(button(page, new RegExp(`^${action.chain} \\(\\d+ tiles\\)`)), 'merger');
      return 1;
    case 'market':
      await taps.tap(page.getByRole('group', { name: 'Number on the drawn tile' }).getByRole('button', { name: String(action.shares), exact: true }), 'merger');
      return 1;
    case 'dispose':
      return dispose(page, actions, i, s, taps);
    case 'buy': {
      const declare = next?.type === 'declareEnd' && actions[i + 2]?.type === 'endTurn';
      if (!declare && next?.type !== 'endTurn') throw new Error('a buy is always followed by the end of the turn');
      const total = sharesIn(action);
      const bought = Object.entries(action.shares).filter(([, n]) => n > 0);
      // The most of one chain alone, and nothing else: one tap buys it and ends the turn.
      const alone = buyLimits(s, {}).choices.find((c) => bought.length === 1 && c.chain === bought[0]![0]);
      const quick = !declare && alone !== undefined && alone.most === total;
      // The next player's tile ends the turn with the counts chosen: cheaper than the one-tap buy for one chain or none.
      const byTile = !declare && nextTileEndsTurn(actions, i + 2, s);
      // The one-tap buy sits under the counts and End turn: taken only where it needs no scroll (else the count and
      // "Buy N and end turn", two taps in view, are as short).
      const quickButton = quick ? button(page, `${total} ${alone.chain} (${dollars(total * alone.price)}), end turn`) : null;
      if (quickButton && !byTile && (await taps.inView(quickButton))) {
        await taps.tap(quickButton, 'buy');
        return 2;
      }
      for (const [chain, n] of bought) await taps.tap(button(page, buyCount(chain, n)), 'buy');
      if (byTile) return 2 + (await nextTile(page, actions, i + 2, s, taps));
      const label = declare ? (total > 0 ? `Buy ${total}, declare the end and end the game` : 'Declare the end and end the game') : total > 0 ? `Buy ${total} and end turn` : 'End turn without buying';
      await taps.tap(button(page, label), 'buy');
      return declare ? 3 : 2;
    }
    case 'endTurn':
      if (nextTileEndsTurn(actions, i + 1, s)) return 1 + (await nextTile(page, actions, i + 1, s, taps));
      await taps.tap(button(page, s.awaiting === 'buy' ? 'End turn without buying' : 'End turn'), 'buy');
      return 1;
    case 'declareEnd':
      await taps.tap(button(page, 'The end may be declared…'), 'end');
      await taps.tap(button(page, 'Declare the end'), 'end');
      return 1;
    case 'skipPlace':
      await more(page, taps, 'tile');
      await taps.tap(button(page, 'No playable tile'), 'tile');
      await taps.tap(button(page, `Skip ${s.players[(s.turn - 1) % s.players.length]!.name}'s tile`), 'tile');
      return 1;
    case 'discard':
      // The dead tiles are listed on the panel (each one tap), before placing as after.
      await taps.tap(button(page, `Set ${action.tile} aside as dead`), 'tile');
      return 1;
    case 'trade': {
      // "More…", then one tap on the other player's name opens the form with them.
      await more(page, taps, 'trade');
      await taps.tap(page.getByRole('group', { name: 'Trade with' }).getByRole('button', { name: action.with, exact: true }), 'trade');
      const me = s.players[(s.turn - 1) % s.players.length]!.name;
      for (const [who, side] of [[me, action.give], [action.with, action.get]] as const) {
        const group = page.getByRole('group', { name: `${who} gives` });
        if (side?.cash) await taps.fill(group.getByLabel('Cash'), String(side.cash), 'trade');
        // Shares on the stepper: taps on "+", or the number typed when that is fewer interactions.
        for (const [chain, n] of Object.entries(side?.shares ?? {})) {
          if (n > 2) await taps.fill(group.getByRole('spinbutton', { name: chain, exact: true }), String(n), 'trade');
          else for (let k = 0; k < n; k++) await taps.tap(group.getByRole('button', { name: `${chain}: one more`, exact: true }), 'trade');
        }
      }
      await taps.tap(button(page, 'Make the trade'), 'trade');
      return 1;
    }
  }
}

/** "More…" at the place step opens the rarer ways to place (no playable tile, a trade); a tap only when it is closed. */
async function more(page: Page, taps: Interactions, what: string): Promise<void> {
  const open = button(page, 'More…');
  if ((await open.getAttribute('aria-expanded')) !== 'true') await taps.tap(open, what);
}

/**
 * Whether the turn may be ended by tapping the next player's tile: that tile is the next action (placed, or set aside
 * as dead), and no end is declared.
 */
function nextTileEndsTurn(actions: Action[], j: number, s: GameState): boolean {
  return (actions[j]?.type === 'place' || actions[j]?.type === 'discard') && !s.declared;
}

/** The next player's tile tapped on the board while the turn ends: placed (see `place`), or a dead one set aside. */
async function nextTile(page: Page, actions: Action[], j: number, s: GameState, taps: Interactions): Promise<number> {
  const action = actions[j]!;
  if (action.type !== 'discard') return place(page, actions, j, s, taps);
  await taps.tap(page.locator('.board .cell').nth(parseTile(action.tile)!), 'tile');
  return 1;
}

/**
 * A tile: one tap on the board, and for a founding the chain on the preview (placed and founded in one tap). Returns the actions covered (2 with the founding).
 */
async function place(page: Page, actions: Action[], i: number, s: GameState, taps: Interactions): Promise<number> {
  // `s` may be the state before the last turn ended: what a tile does depends on the board alone, which ending a
  // turn leaves as it is.
  const action = actions[i] as Extract<Action, { type: 'place' }>;
  const next = actions[i + 1];
  const p = previewPlacement(s, action.tile);
  await taps.tap(page.locator('.board .cell').nth(parseTile(action.tile)!), 'tile');
  if (p.effect !== 'found') return 1;
  if (next?.type !== 'found') throw new Error('a founding tile is placed with the chain it founds');
  await taps.tap(button(page, new RegExp(`^${next.chain}\\b`)), 'found');
  return 2;
}

/**
 * A holder's disposal: one tap when it is sell all, trade the most or keep all; else the steppers and Confirm. When
 * every holder after this one keeps all, "…the others keep all" covers them too, if that is shorter.
 */
async function dispose(page: Page, actions: Action[], i: number, s: GameState, taps: Interactions): Promise<number> {
  const a = actions[i] as Extract<Action, { type: 'dispose' }>;
  const [me, ...rest] = disposalQueue(s);
  const sell = a.sell ?? 0;
  const trade = a.trade ?? 0;
  const oneTap = sell === me!.held && trade === 0 ? /^Sell all / : sell === 0 && trade === 0 ? /^Keep all / : sell === 0 && trade > 0 && trade === disposalOptions(s)!.maxTrade ? /^Trade \d+ for / : null;
  const stepperTaps = Math.min(sell, 2) + Math.min(trade / 2, 2) + 1;
  const restKeep =
    rest.length > 0 &&
    rest.every((h, k) => {
      const later = actions[i + 1 + k];
      return later?.type === 'dispose' && later.player === h.player && !later.sell && !later.trade;
    });
  // Each later holder keeping all costs one tap of its own; the combined button saves them.
  if (restKeep && stepperTaps < (oneTap ? 1 : stepperTaps) + rest.length) {
    await disposeBySteppers(page, sell, trade, taps);
    await taps.tap(button(page, new RegExp(`^Confirm for ${a.player}; `)), 'merger');
    return 1 + rest.length;
  }
  if (oneTap) await taps.tap(page.getByRole('group', { name: `${a.player} in one tap` }).getByRole('button', { name: oneTap }), 'merger');
  else {
    await disposeBySteppers(page, sell, trade, taps);
    await taps.tap(button(page, `Confirm for ${a.player}`), 'merger');
  }
  return 1;
}

/** Sell and trade counts on the steppers: taps on "+", or the number typed when that is fewer interactions. */
async function disposeBySteppers(page: Page, sell: number, trade: number, taps: Interactions): Promise<void> {
  if (sell > 2) await taps.fill(page.getByRole('spinbutton', { name: 'Sell', exact: true }), String(sell), 'merger');
  else for (let k = 0; k < sell; k++) await taps.tap(button(page, 'Sell: one more'), 'merger');
  if (trade / 2 > 2) await taps.fill(page.getByRole('spinbutton', { name: /^Trade 2 for 1 / }), String(trade), 'merger');
  else for (let k = 0; k < trade / 2; k++) await taps.tap(button(page, /^Trade 2 for 1 .*: one more$/), 'merger');
}
