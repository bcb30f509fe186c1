/** The game record, version 1: parse and validate, resolve the setup, serialize (docs/record-format.md). */
import { EDITION_NAMES, type Edition } from './editions.ts';
import { DEFAULT_STARTING_CASH } from './prices.ts';
import { oneLine, quoted } from './text.ts';
import { canonicalTile } from './tiles.ts';
import type { Action, ActionType, GameSetup, Rules } from './types.ts';

/** Identifies a Mergemaker record file. */
export const RECORD_FORMAT = 'mergemaker-game';
/** The record version this engine reads and writes. */
export const RECORD_VERSION = 1;
/** Longest player name, after trimming. */
export const MAX_NAME_LENGTH = 24;
/** Fewest and most players. */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
/** The two-player market (docs/rules.md) is for games of exactly this many players. */
export const MARKET_PLAYERS = 2;

/** Whether a game (or a tally) of `players` players may use the two-player market. */
export function marketAllowed(players: number): boolean {
  return players === MARKET_PLAYERS;
}

/** The setup as written in a record: everything but `players` optional. */
export interface RecordSetup {
  players: string[];
  edition?: Edition;
  rules?: Partial<Rules>;
  startingCash?: number;
  initialTiles?: string[];
}

/** A whole game as the banker entered it. */
export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: typeof RECORD_VERSION;
  setup: RecordSetup;
  actions: Action[];
}

/** Why a file is not a valid record, and where: `path` like `actions[3].tile`, or '' for the whole file. */
export interface RecordError {
  path: string;
  message: string;
}

/** The result of reading a record. */
export type ParseResult = { ok: true; record: GameRecord } | { ok: false; error: RecordError };

type Kind = 'string' | 'number' | 'boolean' | 'counts' | 'side';
interface FieldSpec {
  kind: Kind;
  required?: boolean;
}

/** Fields of each action type (docs/record-format.md "Actions"); anything else is an error. */
const ACTION_FIELDS: Record<ActionType, Record<string, FieldSpec>> = {
  trade: { with: { kind: 'string', required: true }, give: { kind: 'side' }, get: { kind: 'side' } },
  place: { tile: { kind: 'string', required: true } },
  skipPlace: {},
  discard: { tile: { kind: 'string', required: true } },
  found: { chain: { kind: 'string', required: true } },
  survivor: { chain: { kind: 'string', required: true } },
  defunct: { chain: { kind: 'string', required: true } },
  market: { shares: { kind: 'number', required: true } },
  dispose: { player: { kind: 'string', required: true }, sell: { kind: 'number' }, trade: { kind: 'number' } },
  buy: { shares: { kind: 'counts', required: true } },
  declareEnd: {},
  endTurn: {},
};

const RULE_KEYS: Record<keyof Rules, Kind> = {
  twoPlayerMarket: 'boolean',
  founderCashWhenNoShares: 'boolean',
  playerTrades: 'boolean',
  holdings: 'string',
  tycoon: 'boolean',
};

/** Thrown only inside this module to unwind validation; parseRecord turns it into a RecordError. */
class Invalid extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * Deepest nesting of lists and objects a record may have. A valid record needs 5 (record → actions → action →
 * side of a trade → shares); the check runs on the text before anything recursive (JSON.parse, JSON.stringify,
 * validation) can exhaust the stack on a hostile file.
 */
export const MAX_RECORD_DEPTH = 16;

/** Reads a record from its JSON text. Never throws. */
export function parseRecord(text: string): ParseResult {
  // A byte-order mark is common in files saved by Windows editors; it is not part of the JSON.
  const json = text.replace(/^\uFEFF/, '');
  const deep = tooDeepAt(json);
  if (deep !== null) {
    return { ok: false, error: { path: '', message: `lists and objects are nested more than ${MAX_RECORD_DEPTH} levels deep (at character ${deep + 1}); a record needs 5` } };
  }
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (e) {
    return { ok: false, error: { path: '', message: `not valid JSON (${(e as Error).message})` } };
  }
  return validateRecord(data);
}

/** Index of the first bracket opening level MAX_RECORD_DEPTH + 1 (strings skipped), or null. One pass, no recursion. */
function tooDeepAt(text: string): number | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_RECORD_DEPTH) return i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return null;
}

/** Checks already-parsed JSON against the record format. Never throws. */
export function validateRecord(data: unknown): ParseResult {
  try {
    return { ok: true, record: checkRecord(data) };
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, error: { path: e.path, message: e.reason } };
    throw e;
  }
}

/** One line naming the place and the reason, for people. */
export function describeRecordError(error: RecordError): string {
  return oneLine(error.path ? `${error.path}: ${error.message}` : error.message);
}

function checkRecord(data: unknown): GameRecord {
  const top = object(data, '', 'a record is a JSON object, not a list or a single value');
  onlyKeys(top, ['format', 'version', 'setup', 'actions'], '');
  if (top.format !== RECORD_FORMAT) {
    throw new Invalid('format', `this is not a Mergemaker game record (format must be "${RECORD_FORMAT}")`);
  }
  if (top.version !== RECORD_VERSION) {
    throw new Invalid('version', `version ${quoted(top.version)} is not supported; this app reads version 1`);
  }
  if (!('setup' in top)) throw new Invalid('setup', 'the setup is missing');
  const setup = checkSetup(top.setup);
  // "actions" may be left out (no action yet); when present it must be a list: null is a wrong type, not "none".
  const actionsData = 'actions' in top ? top.actions : [];
  if (!Array.isArray(actionsData)) throw new Invalid('actions', 'must be a list of actions');
  const actions = actionsData.map((a, i) => checkAction(a, `actions[${i}]`));
  return { format: RECORD_FORMAT, version: RECORD_VERSION, setup, actions };
}

function checkSetup(data: unknown): RecordSetup {
  const setup = object(data, 'setup', 'must be an object');
  onlyKeys(setup, ['players', 'edition', 'rules', 'startingCash', 'initialTiles'], 'setup');
  if (!Array.isArray(setup.players)) throw new Invalid('setup.players', 'must be a list of 2 to 6 player names');
  const players = setup.players.map((p, i) => {
    if (typeof p !== 'string') throw new Invalid(`setup.players[${i}]`, 'a player name must be text');
    const name = p.trim();
    if (name === '') throw new Invalid(`setup.players[${i}]`, 'a player name cannot be empty');
    if (name.length > MAX_NAME_LENGTH) {
      throw new Invalid(`setup.players[${i}]`, `${quoted(name)} is longer than ${MAX_NAME_LENGTH} characters`);
    }
    return p;
  });
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    throw new Invalid('setup.players', `a game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players.length}`);
  }
  const trimmed = players.map((p) => p.trim());
  const dup = trimmed.find((p, i) => trimmed.indexOf(p) !== i);
  if (dup !== undefined) throw new Invalid('setup.players', `two players are called ${quoted(dup)}`);
  const out: RecordSetup = { players };
  if ('edition' in setup) {
    if (!EDITION_NAMES.includes(setup.edition as Edition)) {
      throw new Invalid('setup.edition', `must be one of ${EDITION_NAMES.join(', ')}`);
    }
    out.edition = setup.edition as Edition;
  }
  if ('rules' in setup) out.rules = checkRules(setup.rules, players.length);
  if ('startingCash' in setup) {
    const cash = setup.startingCash;
    if (typeof cash !== 'number' || !Number.isInteger(cash) || cash < 0) {
      throw new Invalid('setup.startingCash', 'must be a whole number of dollars, 0 or more');
    }
    out.startingCash = cash;
  }
  if ('initialTiles' in setup) out.initialTiles = checkInitialTiles(setup.initialTiles);
  return out;
}

function checkRules(data: unknown, playerCount: number): Partial<Rules> {
  const rules = object(data, 'setup.rules', 'must be an object');
  onlyKeys(rules, Object.keys(RULE_KEYS), 'setup.rules');
  for (const [key, value] of Object.entries(rules)) {
    const kind = RULE_KEYS[key as keyof Rules];
    if (typeof value !== kind) throw new Invalid(`setup.rules.${key}`, `must be ${kind === 'boolean' ? 'true or false' : 'text'}`);
  }
  if ('holdings' in rules && rules.holdings !== 'open' && rules.holdings !== 'closed') {
    throw new Invalid('setup.rules.holdings', 'must be "open" or "closed"');
  }
  if (rules.twoPlayerMarket === true && !marketAllowed(playerCount)) {
    throw new Invalid('setup.rules.twoPlayerMarket', `the two-player market is only for 2 players, not ${playerCount}`);
  }
  return rules as Partial<Rules>;
}

function checkInitialTiles(data: unknown): string[] {
  if (!Array.isArray(data)) throw new Invalid('setup.initialTiles', 'must be a list of tiles');
  const seen = new Set<string>();
  return data.map((t, i) => {
    const path = `setup.initialTiles[${i}]`;
    if (typeof t !== 'string') throw new Invalid(path, 'a tile must be text like "7C"');
    const tile = canonicalTile(t);
    if (tile === null) throw new Invalid(path, `${quoted(t)} is not a tile (1A to 12I)`);
    if (seen.has(tile)) throw new Invalid(path, `${tile} is listed twice`);
    seen.add(tile);
    return t;
  });
}

function checkAction(data: unknown, path: string): Action {
  const action = object(data, path, 'an action must be an object');
  if (!('type' in action)) throw new Invalid(`${path}.type`, 'the action type is missing');
  const type = action.type;
  if (typeof type !== 'string' || !Object.hasOwn(ACTION_FIELDS, type)) {
    throw new Invalid(`${path}.type`, `unknown action type ${quoted(type)}`);
  }
  const fields = ACTION_FIELDS[type as ActionType];
  onlyKeys(action, ['type', ...Object.keys(fields)], path, `a ${type} action`);
  for (const [name, spec] of Object.entries(fields)) {
    if (!(name in action)) {
      if (spec.required) throw new Invalid(`${path}.${name}`, `a ${type} action needs "${name}"`);
      continue;
    }
    checkField(action[name], spec.kind, `${path}.${name}`);
  }
  return action as Action;
}

function checkField(value: unknown, kind: Kind, path: string): void {
  switch (kind) {
    case 'counts':
      for (const [k, v] of Object.entries(object(value, path, 'must be an object of chain: number'))) {
        checkField(v, 'number', child(path, k));
      }
      return;
    case 'side': {
      const side = object(value, path, 'must be an object with "cash" and/or "shares"');
      onlyKeys(side, ['cash', 'shares'], path, 'a side of a trade');
      if ('cash' in side) checkField(side.cash, 'number', `${path}.cash`);
      if ('shares' in side) checkField(side.shares, 'counts', `${path}.shares`);
      return;
    }
    default:
      if (typeof value !== kind || (kind === 'number' && !Number.isFinite(value))) {
        throw new Invalid(path, `must be ${kind === 'string' ? 'text' : `a ${kind}`}`);
      }
  }
}

/** The path of a key below `path`: `a.b` for a plain short key, else `a["…"]` quoted safely. */
function child(path: string, key: string): string {
  if (!/^[A-Za-z_$][\w$]{0,39}$/.test(key)) return `${path}[${quoted(key)}]`;
  return path ? `${path}.${key}` : key;
}

function object(value: unknown, path: string, reason: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Invalid(path, reason);
  return value as Record<string, unknown>;
}

function onlyKeys(obj: Record<string, unknown>, allowed: string[], path: string, what = 'this object'): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) {
      throw new Invalid(child(path, key), `unknown key ${quoted(key)} in ${what}`);
    }
  }
}

/** The setup with every default filled in (the defaults of docs/rules.md and docs/record-format.md), names trimmed and tiles canonical. */
export function resolveSetup(setup: RecordSetup): GameSetup {
  const players = setup.players.map((p) => p.trim());
  const rules: Rules = {
    twoPlayerMarket: setup.rules?.twoPlayerMarket ?? marketAllowed(players.length),
    founderCashWhenNoShares: setup.rules?.founderCashWhenNoShares ?? false,
    playerTrades: setup.rules?.playerTrades ?? true,
    holdings: setup.rules?.holdings ?? 'open',
    tycoon: setup.rules?.tycoon ?? false,
  };
  return {
    players,
    edition: setup.edition ?? 'classic',
    rules,
    startingCash: setup.startingCash ?? DEFAULT_STARTING_CASH,
    initialTiles: (setup.initialTiles ?? []).map((t) => canonicalTile(t)!),
  };
}

/** The record as the JSON text the app stores and exports. */
export function serializeRecord(record: GameRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}
