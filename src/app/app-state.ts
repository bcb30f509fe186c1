/**
 * App state in signals, created once and passed by context; commands run an action through the engine, store it,
 * and only then show it (data flow: UI event → command → engine → store → signals → UI).
 *
 * Safe with several tabs and quick fingers (docs/persistence.md): every write names the stored record it was made
 * on and is refused if another tab wrote first; other tabs' changes are followed live; a command carries the
 * screen it was shown on and is ignored once that screen has moved on; game buttons rest for a moment after each
 * change so a double tap cannot land on the next step's button.
 */
import { batch, computed, effect, signal, type Signal } from '@preact/signals';
import { describeRecordError, fitBuy, gameView, previewAllTiles, standingsView, serializeRecord, type Action, type GameView, type Awaiting, type GameRecord, type GameState, type RecordSetup, type Refusal } from '../engine/index.ts';
import type { GameRow } from '../store/db.ts';
import type { GamesRepo } from '../store/games-repo.ts';
import { sameHead, type Head } from '../store/head.ts';
import { checkRecordFile, sizeProblem, type ImportProgress } from './record-import.ts';
import { advance, newRecord, openSession, openSessionGradually, storedSession, summaryOf, withoutLast, type Session } from './session.ts';
import { createPreferences, type Preferences } from './preferences.ts';
import { storageProblem } from './storage-errors.ts';
import { webStorage, type KeyValueStore } from './web-storage.ts';

/** A saved game as Home lists it: the store's row, named here so that components never import the store. */
export type ListedGame = GameRow;

/** A quick tool. */
export type ToolName = 'chart' | 'merger' | 'tally';

/** Where the app is. Tools opened from a game start from its numbers and return to it. */
export type Route = { name: 'home' } | { name: 'new' } | { name: 'game' } | { name: 'tools'; tool: ToolName; fromGame: boolean } | { name: 'records' } | { name: 'receive' };

/** Whether the open game is being saved: 'saved', or kept in memory only, with the reason in plain words. */
export type Storage = { mode: 'saved' } | { mode: 'memory'; reason: string };

/** A message for the user: an error (what and why) or a note. */
export interface Notice {
  kind: 'error' | 'info';
  text: string;
}

/** What a command did: null when stored and shown, the engine's refusal, or 'ignored' (its screen had moved on). */
export type ActResult = Refusal | 'ignored' | null;

/** Where the repository comes from: itself, a loader (keeps Dexie out of the first bundle), or null (no storage). */
export type RepoSource = GamesRepo | (() => Promise<GamesRepo>) | null;

/**
 * How long game buttons rest after the screen changes. Two taps of a double tap come 100-350 ms apart; the second
 * must not land on the button the first one brought up in the same place.
 */
export const SETTLE_MS = 400;

/**
 * The steps in which a tap on the board means a tile: the current player's (place) or, while the turn is buying or
 * ending, the next player's. In any other step the board takes no tile.
 */
export function boardTakesTile(awaiting: Awaiting | undefined): boolean {
  return awaiting === 'place' || awaiting === 'buy' || awaiting === 'endTurn';
}

const NO_STORAGE = 'This browser offers no storage, so games are kept in memory only. Export a game to keep it.';
const CLOSED_BY_UPDATE = 'Mergemaker was updated in another tab, so this tab can no longer save. Reload this tab to go on with the saved game.';
const DELETED = 'This game was deleted in another tab, so it is no longer saved here. Export it to keep it.';

const SAVED: Storage = { mode: 'saved' };

/** The service worker's news, set by src/pwa/register.ts and read by Home and the update prompt. */
export interface UpdateState {
  /** True when a new version is installed and waiting for the banker's consent. */
  ready: Signal<boolean>;
  /** True once the app is cached for use with no network. */
  offlineReady: Signal<boolean>;
}

const OPEN_GAME_KEY = 'mergemaker.openGame';

/**
 * Creates the app state over a repository, with the display preferences (from localStorage unless given) and this
 * tab's memory of its open game (sessionStorage unless given: it lasts across the tab's reloads, not into other tabs).
 */
export function createAppState(source: RepoSource, preferences: Preferences = createPreferences(), tab: KeyValueStore | null = webStorage('sessionStorage')) {
  let repo: GamesRepo | null = typeof source === 'function' ? null : source;
  const route = signal<Route>({ name: 'home' });
  const session = signal<Session | null>(null);
  const games = signal<GameRow[]>([]);
  const knownNames = signal<string[]>([]);
  /** Why nothing can be stored on this device now (no IndexedDB, closed by an update elsewhere), or null. */
  const storageDown = signal<string | null>(source ? null : NO_STORAGE);
  /** True once another tab's update closed this tab's database: only a reload opens it again. */
  const closedByUpdate = signal(false);
  /** The saving state the banner shows: the device's, else the open game's. */
  const reason = computed(() => storageDown.value ?? session.value?.unsaved ?? null);
  // Derived from the reason alone, so a new entry (a new session) does not make a new value and redraw the shell.
  const storage = computed<Storage>(() => (reason.value === null ? SAVED : { mode: 'memory', reason: reason.value }));
  const notice = signal<Notice | null>(null);
  const ready = signal(false);
  /** In a closed-holdings game: whether the banker has chosen to see every holding (off for each game opened). */
  const bankerView = signal(false);
  /**
   * The shares chosen so far on the buy panel, for one game's turn (`key`: game id and turn). Not stored: it becomes a
   * buy only when the banker ends the turn, by a tap on the buy panel or on the next player's tile.
   */
  const buyDraft = signal<{ key: string; counts: Record<string, number> }>({ key: '', counts: {} });
  const draftKey = () => (session.value ? `${session.value.id}:${session.value.state.turn}` : '');
  /**
   * This turn's chosen shares (none on a new turn or another game), always within what the engine accepts now: an
   * undo or another tab's entry that takes a chain off the board, or the cash away, takes the choice with it.
   */
  const buyChoice = computed(() => (buyDraft.value.key === draftKey() && session.value ? fitBuy(session.value.state, buyDraft.value.counts) : {}));
  /** Chooses `counts` as this turn's shares. */
  const chooseShares = (counts: Record<string, number>) => (buyDraft.value = { key: draftKey(), counts });
  /** How far a long import (or the opening of a long game) has come; null when none is under way. */
  const progress = signal<ImportProgress | null>(null);
  /** True while a command is being applied and stored. */
  const busy = signal(false);
  /**
   * True while busy and for SETTLE_MS after the game on screen changed: game buttons rest (are disabled) meanwhile.
   * Bound straight to the DOM (`disabled={app.resting}`), so resting and waking change one attribute and never
   * re-render the game screen on a tap's critical path.
   */
  const resting = signal(false);
  /**
   * True while the board rests: only when a step that takes a board tap has just opened: a tile (a stray second tap
   * of the button that ended the last turn must not place a tile), or a buy or end of turn, which the next player's
   * tile ends (a quick second tap after placing must not end the turn). A tap on the board itself needs no rest, as its command
   * is bound to the screen it was made on; disabling 108 buttons on that tap cost it about 3 ms (bench:app median).
   */
  const boardResting = computed(() => resting.value && !busy.value && boardTakesTile(session.value?.state.awaiting));
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let stopWatching: (() => void) | null = null;
  let watchedId: string | null = null;

  // Commands run one after another so a quick double tap never applies two actions to the same state.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(job: () => Promise<T>): Promise<T> => {
    const next = queue.then(job, job);
    queue = next.catch(() => undefined);
    return next;
  };

  const canStore = () => repo !== null && storageDown.value === null;

  function settle(): void {
    resting.value = true;
    clearTimeout(settleTimer);
    settleTimer = setTimeout(() => {
      if (!busy.value) resting.value = false;
    }, SETTLE_MS);
  }

  // What the game screen shows of the open game, derived once per state and only when a component reads it.
  const gameState = computed(() => session.value?.state ?? null);
  /** What each of the 108 tiles would do if placed now. */
  const previews = computed(() => (gameState.value ? previewAllTiles(gameState.value) : []));
  /**
   * The open game as the one looking may see it (engine/view.ts): holdings, net worths, standings and who would be
   * paid are read from here only, so no screen can show what closed holdings hide.
   */
  const viewer = computed(() => (bankerView.value ? 'banker' : 'table'));
  const view = computed<GameView | null>(() => (gameState.value ? gameView(gameState.value, viewer.value) : null));
  /** The standings if the game ended now, as the viewer may see them: worked out only when a screen reads them. */
  const standingsNow = computed(() => (gameState.value ? standingsView(gameState.value, viewer.value) : null));
  const update: UpdateState = { ready: signal(false), offlineReady: signal(false) };

  /** A command on the open game: the app is busy from the tap on (not from when its turn in the queue comes). */
  let pending = 0;
  function command<T>(job: () => Promise<T>): Promise<T> {
    pending++;
    busy.value = true;
    resting.value = true;
    return serial(async () => {
      try {
        return await job();
      } finally {
        busy.value = --pending > 0;
        settle();
      }
    });
  }

  /** Shows a game, following its stored copy live (another tab's writes) while it is open. */
  function show(next: Session | null): void {
    session.value = next;
    const id = next?.id ?? null;
    if (id === watchedId) return;
    bankerView.value = false;
    stopWatching?.();
    stopWatching = null;
    watchedId = id;
    if (id !== null && repo && canStore() && next?.stored) {
      stopWatching = repo.watchGame(id, (head) => void serial(() => followStored(id, head)), () => undefined);
    }
  }

  /** Another tab (or this one) changed the stored game: re-read it unless this tab already shows exactly that. */
  async function followStored(id: string, head: Head | null): Promise<void> {
    const current = session.value;
    if (!current || current.id !== id || !current.stored) return;
    // This tab holds entries it could not store: they are reconciled at its next write, never dropped here.
    if (current.synced < current.record.actions.length || current.unsaved) return;
    if (head === null) {
      session.value = { ...current, unsaved: DELETED };
      return;
    }
    if (sameHead(current.stored, head)) return;
    if (await reload(current)) {
      notice.value = { kind: 'info', text: 'This game was changed in another tab; it is shown as saved there.' };
      settle();
    }
  }

  /** Re-reads the open game from the store and shows it; false when it could not be read. */
  async function reload(current: Session): Promise<boolean> {
    const loaded = await repo!.load(current.id).catch(() => null);
    if (!loaded) return false;
    const opened = openSession(current.id, loaded.record);
    if ('error' in opened) return false;
    show(storedSession(opened, loaded.head));
    return true;
  }

  /** Turns an error of a storage call into the device-wide state when the database itself is gone. */
  function storageFailed(e: unknown): string {
    const reason = storageProblem(e);
    if ((e as { name?: string })?.name === 'DatabaseClosedError' && storageDown.value === null) {
      storageDown.value = reason;
      closedByUpdate.value = true;
    }
    return reason;
  }

  /**
   * Stores `next`, the open game after a command on `base`: the store keeps what both share and takes the rest,
   * in one transaction that names the stored record `base` was made on. Returns the session to show, or
   * 'conflict' when another tab wrote first (nothing was stored).
   */
  async function persist(next: Session, base: Session, onStored?: (done: number) => void): Promise<Session | 'conflict'> {
    const actions = next.record.actions;
    if (!canStore()) return { ...next, unsaved: storageDown.value ?? NO_STORAGE };
    const summary = summaryOf(next.state);
    try {
      if (!next.stored) {
        // Not stored yet (a new or imported game, or one begun while storage was down): store it as a new game.
        const created = await repo!.create(next.record.setup, actions, summary, onStored);
        return storedSession({ ...next, id: created.id }, created.head);
      }
      const keep = Math.min(base.synced, actions.length);
      const head = await repo!.write(next.id, next.stored, keep, actions.slice(keep), summary);
      return storedSession(next, head);
    } catch (e) {
      const name = (e as { name?: string })?.name;
      if (name === 'GameConflictError') return 'conflict';
      if (name === 'GameMissingError') return { ...next, unsaved: DELETED };
      return { ...next, unsaved: storageFailed(e) };
    }
  }

  /** Another tab wrote first. A tab holding entries it never stored keeps them as a separate game; else re-read. */
  async function resolveConflict(current: Session, next: Session, what: string): Promise<void> {
    if (current.synced < current.record.actions.length) {
      const copy = await persist({ ...next, stored: null }, next);
      if (copy !== 'conflict' && !copy.unsaved) {
        show(copy);
        notice.value = { kind: 'error', text: 'This game was changed in another tab while this tab could not save. This tab\'s version is now saved as a separate game, so nothing is lost.' };
        return;
      }
    }
    await reload(current);
    notice.value = { kind: 'error', text: `This game was changed in another tab, so ${what} was not stored. The game is shown as it is saved now; enter it again if it still applies.` };
  }

  async function refreshList(): Promise<void> {
    if (!canStore()) return;
    try {
      games.value = await repo!.list();
    } catch (e) {
      storageFailed(e);
    }
  }

  /**
   * Remembers the game on the game screen (null: none), in this tab (a reload resumes the tab's own game even when
   * another tab has another open) and on the device (a restart after the browser was killed resumes the last one).
   */
  async function rememberOpen(id: string | null): Promise<void> {
    try {
      // '' marks Home: this tab's reload then stays Home even before the device's memory below is written.
      tab?.setItem(OPEN_GAME_KEY, id ?? '');
    } catch {
      // A tab that refuses its storage still has the device's memory below.
    }
    if (canStore()) await repo!.rememberOpenGame(id).catch(() => undefined);
  }

  // Once started, whichever game the game screen shows (or its tools, opened from it) is remembered; Home and the
  // new-game screen remember none, so a reload lands where the banker left.
  let remembered: string | null | undefined;
  effect(() => {
    if (!ready.value) return;
    const r = route.value;
    const s = session.value;
    const onGame = r.name === 'game' || (r.name === 'tools' && r.fromGame);
    const id = onGame && s?.stored ? s.id : null;
    if (id === remembered) return;
    remembered = id;
    void rememberOpen(id);
  });

  /** The game to resume on start: this tab's (none if it was left on Home), else the device's last, if still saved. */
  async function gameToResume(): Promise<string | null> {
    let id: string | null = null;
    try {
      id = tab?.getItem(OPEN_GAME_KEY) ?? null;
    } catch {
      id = null;
    }
    if (id === null && canStore()) id = await repo!.openGame().catch(() => null);
    return id && games.value.some((g) => g.id === id) ? id : null;
  }

  /** Opens the database, loads the saved-games list, and resumes the game that was open when the app was left. */
  async function start(): Promise<void> {
    if (source) {
      try {
        repo ??= await (source as () => Promise<GamesRepo>)();
        await repo.open();
        repo.onClosedByUpdate(() => {
          storageDown.value = CLOSED_BY_UPDATE;
          closedByUpdate.value = true;
        });
        // Ask the browser not to evict our data under storage pressure: a game must never be lost.
        void globalThis.navigator?.storage?.persist?.();
        knownNames.value = await repo.knownNames();
        repo.watchList((rows) => (games.value = rows), () => undefined);
      } catch (e) {
        storageDown.value = storageProblem(e);
      }
    }
    await refreshList();
    const resume = await gameToResume();
    if (resume !== null) await openGame(resume);
    ready.value = true;
  }

  /** Starts a new game from a setup; returns the reason when the setup is not valid. */
  function newGame(setup: RecordSetup): Promise<string | null> {
    return serial(async () => {
      const checked = newRecord(setup);
      if (!checked.ok) return describeRecordError(checked.error);
      const opened = openSession(crypto.randomUUID(), checked.record);
      if ('error' in opened) return opened.error.message;
      const stored = await persist(opened, opened);
      if (stored === 'conflict') return 'The new game could not be stored.';
      if (canStore()) await repo!.rememberNames(setup.players.map((p) => p.trim())).catch(() => undefined);
      batch(() => {
        show(stored);
        route.value = { name: 'game' };
        knownNames.value = [...new Set([...setup.players.map((p) => p.trim()), ...knownNames.value])];
      });
      await refreshList();
      return null;
    });
  }

  /** Opens a saved game where it was left. */
  function openGame(id: string): Promise<void> {
    return serial(async () => {
      const loaded = repo && canStore() ? await repo.load(id).catch(() => null) : null;
      if (!loaded) {
        notice.value = { kind: 'error', text: 'That game could not be read from storage.' };
        return;
      }
      const total = loaded.record.actions.length;
      const opened = await openSessionGradually(id, loaded.record, (done) => (progress.value = { phase: 'opening', done, total }));
      progress.value = null;
      if ('error' in opened) {
        notice.value = { kind: 'error', text: `That game's record stops at action ${opened.error.index + 1}: ${opened.error.message}` };
        return;
      }
      batch(() => {
        show(storedSession(opened, loaded.head));
        route.value = { name: 'game' };
      });
    });
  }

  /**
   * Applies actions (one, or several that one tap makes, all or none): refused → the reason is shown and nothing
   * changes; accepted → stored, then shown. `shown` is the game as the screen showed it when the user acted: if
   * the game has moved on since (a second tap of a double tap, another tab), the command is ignored.
   */
  function act(actions: Action | Action[], shown?: Session | null): Promise<ActResult> {
    return command(async () => {
      const current = session.value;
      if (!current || (shown !== undefined && shown !== current)) return 'ignored';
      let next: Session = current;
      for (const action of Array.isArray(actions) ? actions : [actions]) {
        const r = advance(next, action);
        if ('code' in r) {
          // Worded for who looks: the table of a closed-holdings game is not told a holding (engine/view.ts).
          notice.value = { kind: 'error', text: view.peek()?.open === false && r.tableMessage ? r.tableMessage : r.message };
          return r;
        }
        next = r;
      }
      const stored = await persist(next, current);
      if (stored === 'conflict') {
        await resolveConflict(current, next, 'the last entry');
        return 'ignored';
      }
      const resumed = current.unsaved !== null && stored.unsaved === null;
      batch(() => {
        show(stored);
        notice.value = resumed ? { kind: 'info', text: 'Saving works again: every entry of this game is stored.' } : null;
      });
      return null;
    });
  }

  /** Takes back the last action (ignored if the game on screen is no longer `shown`). */
  function undo(shown?: Session | null): Promise<void> {
    return command(async () => {
      const current = session.value;
      if (!current || current.record.actions.length === 0 || (shown !== undefined && shown !== current)) return;
      const previous = withoutLast(current);
      const stored = await persist(previous, current);
      if (stored === 'conflict') return resolveConflict(current, previous, 'the undo');
      show(stored);
    });
  }

  /**
   * Imports a record file as a new saved game; never overwrites. The file is checked and stored off the main thread
   * (in chunks, here when the worker could not) and opened in steps, with progress shown throughout. Returns the
   * reason when the file is refused.
   */
  function importRecord(file: ArrayBuffer | string): Promise<string | null> {
    return serial(async () => {
      const bytes = typeof file === 'string' ? (new TextEncoder().encode(file).buffer as ArrayBuffer) : file;
      try {
        const tooBig = sizeProblem(bytes.byteLength);
        if (tooBig) return tooBig;
        progress.value = { phase: 'reading', done: 0, total: 1 };
        const checked = await checkRecordFile(bytes, (p) => (progress.value = p));
        if (!checked.ok) return checked.reason;
        let stored: Session | 'conflict';
        try {
          const total = checked.record.actions.length;
          const opened = await openSessionGradually(crypto.randomUUID(), checked.record, (done) => (progress.value = { phase: 'opening', done, total }));
          if ('error' in opened) return `This game cannot be replayed: entry ${opened.error.index + 1} is refused (${opened.error.message})`;
          progress.value = { phase: 'storing', done: 0, total };
          const inWorker = canStore() ? await checked.storeIn(repo!.db.name, (p) => (progress.value = p)) : null;
          // Stored by the worker; else stored here, or kept in memory with the reason.
          stored = inWorker ? storedSession({ ...opened, id: inWorker.id }, inWorker.head) : await persist(opened, opened, (done) => (progress.value = { phase: 'storing', done, total }));
        } finally {
          checked.release();
        }
        if (stored === 'conflict') return 'The game could not be stored.';
        batch(() => {
          show(stored);
          route.value = { name: 'game' };
        });
        await refreshList();
        return null;
      } finally {
        progress.value = null;
      }
    });
  }

  /** Deletes a saved game (the screen asks for confirmation first). */
  function deleteGame(id: string): Promise<void> {
    return serial(async () => {
      if (session.value?.id === id) show(null);
      if (canStore()) await repo!.delete(id).catch((e) => (notice.value = { kind: 'error', text: storageFailed(e) }));
      await refreshList();
    });
  }

  /** The open game as a record file's text. */
  const exportText = (): string | null => (session.value ? serializeRecord(session.value.record) : null);

  /** A saved game as a record file's text, without opening it. */
  async function savedRecordText(id: string): Promise<string | null> {
    if (session.value?.id === id) return exportText();
    const loaded = repo && canStore() ? await repo.load(id).catch(() => null) : null;
    return loaded ? serializeRecord(loaded.record) : null;
  }

  /**
   * Every finished saved game's record, for the player records, and how many saved games are still being played.
   * The open game is taken as it is in memory. Rejects with the reason when the device's storage cannot be read.
   */
  async function finishedRecords(): Promise<{ records: GameRecord[]; playing: number }> {
    // No storage is no saved game to count: said as such, not shown as "no finished game yet".
    if (!repo || !canStore()) throw new Error(storageDown.value ?? NO_STORAGE);
    const rows = await repo.list();
    const records: GameRecord[] = [];
    for (const row of rows.filter((r) => r.status === 'ended')) {
      if (session.value?.id === row.id) records.push(session.value.record);
      else {
        const loaded = await repo.load(row.id).catch(() => null);
        if (loaded) records.push(loaded.record);
      }
    }
    return { records, playing: rows.filter((r) => r.status === 'playing').length };
  }

  async function goHome(): Promise<void> {
    route.value = { name: 'home' };
    await refreshList();
  }

  return { route, session, games, knownNames, storage, notice, ready, progress, resting, boardResting, bankerView, buyChoice, chooseShares, closedByUpdate, previews, view, standingsNow, preferences, update, start, newGame, openGame, act, undo, importRecord, deleteGame, exportText, savedRecordText, finishedRecords, goHome };
}

/** The app state's type. */
export type AppState = ReturnType<typeof createAppState>;

/**
 * The entries that end a turn, stored as one write: the buy of `shares` (none when nothing is chosen, or when the
 * turn is past its buy), the declaration if asked, then the end of the turn.
 */
export function turnEnd(s: GameState, shares: Record<string, number>, declare = false): Action[] {
  const bought = Object.fromEntries(Object.entries(shares).filter(([, n]) => n > 0));
  const actions: Action[] = s.awaiting === 'buy' && Object.keys(bought).length > 0 ? [{ type: 'buy', shares: bought }] : [];
  if (declare) actions.push({ type: 'declareEnd' });
  actions.push({ type: 'endTurn' });
  return actions;
}
