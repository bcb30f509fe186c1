/** The game screen: header with undo and menu, the action panel, the board, chains and players. */
import { useSignal, type Signal } from '@preact/signals';
import { useEffect, useRef, useState } from 'preact/hooks';
import { boardTakesTile, turnEnd } from '../../app/app-state.ts';
import { useWakeLock } from '../../app/wake-lock.ts';
import { describeUndo } from '../../app/wording.ts';
import { currentIndex, currentPlayer, dollars, endMeter, tileName, type GameState, type PlacementPreview } from '../../engine/index.ts';
import { ChainName } from '../ChainName.tsx';
import { CHAIN_COLOURS } from '../format.ts';
import { ActionPanel } from '../ActionPanel/index.tsx';
import { DeadTiles } from '../ActionPanel/DeadTiles.tsx';
import { EndControls, Standings } from '../ActionPanel/EndControls.tsx';
import { Board, BoardLegend } from '../Board/index.tsx';
import { Chains } from '../Chains/index.tsx';
import { useApp, useGameCommands } from '../context.ts';
import { shareRecord } from '../files.ts';
import { Players } from '../Players/index.tsx';
import { lazyComponent } from '../lazy.tsx';
import { PreviewCard, TileEntry } from '../TileEntry/index.tsx';
import './style.css';

const History = lazyComponent(() => import('../History/index.tsx').then((m) => m.History));
const Results = lazyComponent(() => import('../Results/index.tsx').then((m) => m.Results));
const Scan = lazyComponent(() => import('../Scan/index.tsx').then((m) => m.Scan));
const BoardCheck = lazyComponent(() => import('../BoardCheck/index.tsx').then((m) => m.BoardCheck));
const Story = lazyComponent(() => import('../Story/index.tsx').then((m) => m.Story));
const HandoffSend = lazyComponent(() => import('../Handoff/Send.tsx').then((m) => m.HandoffSend));

/**
 * Whether a tap places the tile at once: every legal tile but a founding one, whose chain is named on its preview in
 * the same tap. A merger tile too: the merger's panel, next, shows its whole payout before anything is handed out at
 * the table, and Undo takes the tile back.
 */
function placedOnTap(p: PlacementPreview): boolean {
  return p.effect !== 'illegal' && p.effect !== 'found';
}

/** Whether the step shows the board above its panel: the steps where the next player's tile may be tapped. */
function boardFirst(awaiting: GameState['awaiting']): boolean {
  return awaiting === 'buy' || awaiting === 'endTurn';
}

/**
 * How many frames the screen has been drawn in, up to `last`: the first draw of the whole screen (hundreds of
 * elements, its code run for the first time) froze a slow device for over 100 ms in one go; drawn part by part, a
 * frame each, the page answers in between (test/browser/import.test.ts). Preact runs effects after a frame is painted.
 */
function useFramesDrawn(last: number): number {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn < last) setDrawn(drawn + 1);
  }, [drawn, last]);
  return drawn;
}

/** The frame in which the game screen is first drawn whole (see useFramesDrawn). */
const LAST_FRAME = 4;

/** The screen of the open game. */
export function Game() {
  const app = useApp();
  const { act, undo } = useGameCommands();
  const session = app.session.value!;
  const { state, log, record } = session;
  // The first time, a frame each: the pinned top and the step's panel, the board, its legend and the chains, the
  // players, the rest (a slow device held 140 ms drawing the board, legend and side panels in two frames).
  const drawn = useFramesDrawn(LAST_FRAME);
  const selected = useSignal<number | null>(null);
  const showHistory = useSignal(false);
  const scanning = useSignal(false);
  // The board check (a photo of the whole board), open at any step. It and the scanner each own the camera while
  // open, so opening one closes the other.
  const checking = useSignal(false);
  const checkPanel = useRef<HTMLDivElement>(null);
  const confirmUndo = useRef<HTMLDialogElement>(null);
  const historyDialog = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLElement>(null);
  const prompt = useRef<HTMLElement>(null);
  const board = useRef<HTMLDivElement>(null);
  const scanner = useRef<HTMLDivElement>(null);
  const standingsOpen = useSignal(false);
  const storyOpen = useSignal(false);
  const handingOver = useSignal(false);
  // What scrolls into view (a step's panel, a focused button) stops below the pinned top, never under it.
  const pinned = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const top = pinned.current;
    if (!top || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    // The root's own scroll padding, not a custom property there: every element inherits a custom property, so
    // setting one restyled the whole page (8-22 ms of the game screen's first draw on a slow machine).
    const observer = new ResizeObserver(() => (root.style.scrollPaddingTop = `calc(${top.offsetHeight}px + 0.5rem)`));
    observer.observe(top);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, []);
  // The game screen opens at its top (header and prompt in view), whatever the screen before was scrolled to; each
  // later step brings what it asks for into view: a tap far down the board must not leave the prompt off screen.
  const opened = useRef(false);
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      window.scrollTo(0, 0);
    } else if (state.awaiting === 'place') prompt.current?.scrollIntoView({ block: 'start' });
    else if (boardFirst(state.awaiting)) board.current?.scrollIntoView({ block: 'start' });
    else panel.current?.scrollIntoView({ block: 'start' });
  }, [state.awaiting, state.turn, record.actions.length]);
  useEffect(() => {
    if (scanning.value) scanner.current?.scrollIntoView({ block: 'start' });
  }, [scanning.value]);
  useEffect(() => {
    if (checking.value) checkPanel.current?.scrollIntoView({ block: 'start' });
  }, [checking.value]);
  const openScan = () => {
    checking.value = false;
    scanning.value = true;
  };
  const openCheck = () => {
    scanning.value = false;
    checking.value = true;
  };
  const previews = app.previews.value;
  const { keepAwake, largeBoard, theme, nextTheme, setKeepAwake, setLargeBoard } = app.preferences;
  useWakeLock(keepAwake.value && state.awaiting !== 'ended');
  // A new state clears the selection: it was made on the screen before (a touch while the last entry was stored
  // must not carry over into the next turn's tile entry). The one exception is carried on purpose: a founding
  // tile tapped to end the last turn, shown to the next player to name the chain.
  const carried = useRef<number | null>(null);
  useEffect(() => {
    selected.value = carried.current;
    carried.current = null;
  }, [state]);

  const view = app.view.value!;
  const showHoldings = view.open;
  const bankerView = app.bankerView;
  const last = record.actions.length - 1;
  const undoLabel = last >= 0 ? describeUndo(record.actions[last]!, log[last]!, view.open) : null;

  async function choose(tile: number | null) {
    if (tile === null) return void (selected.value = null);
    // In a founding, a merger or the end, the board takes no tile: a stray tap (a double tap's second) marks nothing.
    if (!boardTakesTile(state.awaiting)) return;
    if (state.awaiting !== 'place') return void (await nextPlayersTile(tile));
    if (placedOnTap(previews[tile]!)) {
      selected.value = null;
      await act({ type: 'place', tile: tileName(tile) });
    } else selected.value = tile;
  }

  /**
   * A tile tapped while the turn is buying (or ending): the next player is placing it. The turn ends with the shares
   * chosen, and the tile is placed in the same write, unless it founds a chain: that one is shown for the next
   * player to name the chain. A dead tile is the next player's to set aside: the turn ends and it is set aside, in
   * one write. Not after the end is declared (ending that turn ends the game: its own tap), nor for another tile
   * that cannot be placed (nothing happens: a stray tap changes nothing).
   */
  async function nextPlayersTile(tile: number) {
    const preview = previews[tile]!;
    if (state.declared) return;
    const end = turnEnd(state, app.buyChoice.value);
    if (preview.effect === 'illegal') {
      if (preview.dead) await act([...end, { type: 'discard', tile: preview.tile }]);
      return;
    }
    if (placedOnTap(preview)) return void (await act([...end, { type: 'place', tile: preview.tile }]));
    carried.current = tile;
    if ((await act(end)) !== null) carried.current = null;
  }

  return (
    <div class="game" data-actions={record.actions.length} data-awaiting={state.awaiting} aria-busy={drawn < LAST_FRAME}>
      {/* Pinned: who is on, Undo, History, the turn's numbers and the end meter stay in view while the page scrolls. */}
      <div class="game-top" ref={pinned}>
        <header class="game-header">
          <button type="button" aria-label="Home" onClick={() => void app.goHome()}>
            ⌂
          </button>
          <h1 class="turn">
            {state.awaiting === 'ended' ? (
              'Game over'
            ) : (
              <>
                {currentPlayer(state).name}
                <span class="muted">turn {state.turn}</span>
              </>
            )}
          </h1>
          <button type="button" disabled={!undoLabel} onClick={() => confirmUndo.current?.showModal()}>
            Undo
          </button>
          <button
            type="button"
            onClick={() => {
              showHistory.value = true;
              historyDialog.current?.showModal();
            }}
          >
            History
          </button>
        </header>
        <StatusStrip state={state} standingsOpen={standingsOpen} />
      </div>
      {standingsOpen.value && showHoldings && state.awaiting !== 'ended' && (
        <section class="panel">
          <Standings state={state} />
        </section>
      )}

      <div class="game-layout">
        {/* At the place step the prompt, then the whole board, then what else placing offers (pad, trades, scanner); at
            the buy step the board, then the counts and End turn (the next player's tile ends the turn); at the other
            steps the panel, then the board. Drawn in that order by CSS, so the board is never moved in the page and
            never drawn anew (keys). */}
        <div class={state.awaiting === 'place' ? 'game-main placing' : boardFirst(state.awaiting) ? 'game-main buying' : 'game-main'}>
          {state.awaiting === 'place' && (
            <section key="prompt" class="panel place-prompt" ref={prompt}>
              <div class="prompt-head">
                <h2>{currentPlayer(state).name}: place a tile</h2>
                {/* The camera one tap away, its scanner opened below the board and brought into view (it opens only: a
                    double tap must not close it again; the scanner has its own Close). */}
                <button type="button" class="scan-open" aria-label="Scan tiles with the camera" aria-expanded={scanning.value} onClick={openScan}>
                  Scan tiles
                </button>
              </div>
              {selected.value === null ? (
                <p class="muted">Tap the board or type the tile.</p>
              ) : (
                <PreviewCard preview={previews[selected.value]!} onCancel={() => void choose(null)} />
              )}
              {/* A dead tile to set aside and the declaring of the end, when offered: short, and above the board. */}
              <fieldset class="guard" disabled={app.resting}>
                <DeadTiles state={state} brief />
                <EndControls state={state} />
              </fieldset>
            </section>
          )}
          {state.awaiting === 'ended' ? (
            <Results key="results" state={state} log={log} />
          ) : (
            <section key="panel" class="panel action-section" ref={panel}>
              {state.awaiting === 'place' ? (
                <TileEntry state={state} previews={previews} selected={selected.value} onChoose={(t) => void choose(t)} onCheckBoard={openCheck} />
              ) : (
                // Game buttons rest while an entry is stored and just after the step changes (double taps).
                <fieldset class="guard" disabled={app.resting}>
                  <ActionPanel state={state} log={log} turn={session.tableTurn} />
                </fieldset>
              )}
              {state.awaiting === 'place' && scanning.value && (
                <div class="scan-section" ref={scanner}>
                  <Scan state={state} onChoose={(t) => void choose(t)} onClose={() => (scanning.value = false)} />
                </div>
              )}
            </section>
          )}
          {checking.value && (
            <div key="board-check" class="board-check-section" ref={checkPanel}>
              <BoardCheck
                state={state}
                actions={record.actions}
                // A founding tile waits in the prompt for its chain: the prompt is brought into view.
                onChoose={(t) => void choose(t).then(() => selected.value !== null && prompt.current?.scrollIntoView({ block: 'start' }))}
                onClose={() => (checking.value = false)}
              />
            </div>
          )}
          <div key="board" class="board-scroll" ref={board}>
            {drawn >= 1 ? (
              <fieldset class="guard" disabled={app.boardResting}>
                <Board state={state} previews={previews} selected={selected.value} onSelect={(t) => void choose(t)} large={largeBoard.value} />
              </fieldset>
            ) : (
              <div class="board-pending" />
            )}
          </div>
          {drawn >= 2 && <BoardLegend key="legend" />}
        </div>
        <div class="game-side">
          {drawn >= 2 && <Chains />}
          {drawn >= 3 && <Players state={state} />}
          {drawn >= LAST_FRAME && (
            <>
              {/* Net worth over the game tells what the holdings are: not while they are closed (the banker view shows it). */}
              {showHoldings && state.awaiting !== 'ended' && (
                <section class="panel story-panel">
                  <button type="button" aria-expanded={storyOpen.value} onClick={() => (storyOpen.value = !storyOpen.value)}>
                    Net worth over the game
                  </button>
                  {storyOpen.value && <Story record={record} state={state} />}
                </section>
              )}
              <section class="panel row">
                {state.setup.rules.holdings === 'closed' && (
                  <button type="button" aria-pressed={bankerView.value} onClick={() => (bankerView.value = !bankerView.value)}>
                    {bankerView.value ? 'Hide holdings' : 'Banker view'}
                  </button>
                )}
                <button type="button" aria-pressed={keepAwake.value} onClick={() => setKeepAwake(!keepAwake.value)}>
                  Keep screen awake: {keepAwake.value ? 'on' : 'off'}
                </button>
                <button type="button" onClick={nextTheme}>
                  Theme: {theme.value}
                </button>
                <button type="button" aria-pressed={largeBoard.value} onClick={() => setLargeBoard(!largeBoard.value)}>
                  Large board: {largeBoard.value ? 'on' : 'off'}
                </button>
                <button type="button" onClick={() => void shareRecord(app.exportText()!, record.setup.players)}>
                  Export game
                </button>
                <button type="button" aria-expanded={handingOver.value} onClick={() => (handingOver.value = !handingOver.value)}>
                  Hand over by QR
                </button>
                <button type="button" aria-expanded={checking.value} onClick={openCheck}>
                  Check the board
                </button>
                <button type="button" onClick={() => (app.route.value = { name: 'tools', tool: state.merger ? 'merger' : 'tally', fromGame: true })}>
                  Quick tools
                </button>
              </section>
              {handingOver.value && (
                <section class="panel" aria-label="Hand over by QR">
                  <HandoffSend record={record} onClose={() => (handingOver.value = false)} />
                </section>
              )}
            </>
          )}
        </div>
      </div>

      <dialog ref={confirmUndo} aria-labelledby="undo-title">
        <h2 id="undo-title">Undo this?</h2>
        <p>{undoLabel}</p>
        <div class="row">
          <button
            type="button"
            class="primary"
            onClick={() => {
              confirmUndo.current?.close();
              void undo();
            }}
          >
            Undo it
          </button>
          <button type="button" onClick={() => confirmUndo.current?.close()}>
            Keep it
          </button>
        </div>
      </dialog>
      <dialog ref={historyDialog} aria-labelledby="history-title">
        <div class="row dialog-head">
          <h2 id="history-title">History</h2>
          <button type="button" onClick={() => historyDialog.current?.close()}>
            Close
          </button>
        </div>
        {showHistory.value && <History log={log} players={state.players.map((p) => p.name)} open={showHoldings} />}
      </dialog>
    </div>
  );
}

/**
 * What the turn needs at a glance, pinned under the header: the current player's cash and holdings (hidden with closed
 * holdings unless the banker view is on), each chain on the board with its size and price, and how near the end is.
 */
function StatusStrip({ state, standingsOpen }: { state: GameState; standingsOpen: Signal<boolean> }) {
  const view = useApp().view.value!;
  const chains = view.chains;
  const player = view.players[currentIndex(state)]!;
  const shares = player.shares;
  const held = shares ? chains.flatMap((r, c) => (shares[c]! > 0 ? [{ chain: r.chain, n: shares[c]! }] : [])) : [];
  return (
    <>
      <p class="status-strip" aria-label="At a glance">
        <span>
          {player.name} <span class="cash">{dollars(player.cash)}</span>
          {held.map((h, i) => (
            <span key={h.chain}>
              {i === 0 ? ' · ' : ', '}
              <ChainName name={h.chain} /> {h.n}
            </span>
          ))}
        </span>
        {chains.map((r, c) =>
          r.onBoard ? (
            <span key={r.chain} class="chain-tag" style={{ background: CHAIN_COLOURS[c] }}>
              {/* On a small phone the dot is not drawn (read out still): seven tags take two lines, not three. */}
              <ChainName name={r.chain} /> {r.size}
              <span class="tag-dot"> ·</span> {dollars(r.price)}
            </span>
          ) : null,
        )}
      </p>
      {state.awaiting !== 'ended' && <EndMeterLine state={state} showHoldings={view.open} open={standingsOpen} />}
    </>
  );
}

/**
 * How near the end is ("American 38/41 · 2 of 4 chains safe"), and the standings if the game ended now, one tap away
 * (not offered with closed holdings unless the banker view is on: they would tell who holds what).
 */
function EndMeterLine({ state, showHoldings, open }: { state: GameState; showHoldings: boolean; open: Signal<boolean> }) {
  const m = endMeter(state);
  return (
    <div class="end-meter">
      <p aria-label="Towards the end">
        {m.largest ? `${m.largest.chain} ${m.largest.size}/${m.endSize}` : 'No chain yet'} · {m.safe} of {m.onBoard} chains safe
        {m.reached && <strong> · the end may be declared</strong>}
      </p>
      {showHoldings && (
        <button type="button" aria-expanded={open.value} onClick={() => (open.value = !open.value)}>
          If the game ended now
        </button>
      )}
      <button type="button" onClick={() => document.getElementById('players')?.focus()}>
        Players
      </button>
    </div>
  );
}
