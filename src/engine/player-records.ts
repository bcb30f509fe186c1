/**
 * Player records across saved games (docs/decisions.md, "The game afterwards"): per name, the finished games played,
 * the wins (shared ones counted as such), the average and best final money and the chain that brought the most.
 * Worked out from the records alone; the same record saved twice (imported again, say) is one game.
 */
import { gameStory } from './story.ts';
import type { GameRecord } from './record.ts';

/** One name's record. */
export interface PlayerRecord {
  name: string;
  games: number;
  /** First places, shared ones included; `sharedWins` says how many of them were shared. */
  wins: number;
  sharedWins: number;
  /** Final money: the average (rounded to the dollar) and the best. */
  averageMoney: number;
  bestMoney: number;
  /** The chain that brought the most (bonuses plus shares sold) over all these games, or null if none did. */
  bestChain: { chain: string; earned: number } | null;
}

/** The records of every name in the finished games among `records`. */
export interface PlayerRecords {
  players: PlayerRecord[];
  /** Finished games counted. */
  games: number;
  /** Records that repeat one already counted. */
  duplicates: number;
  /** Games not finished (not counted). */
  unfinished: number;
}

/** The same text for the same record, whatever order its objects' keys were written in. */
export function recordKey(record: GameRecord): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, sorted((value as Record<string, unknown>)[k])]))
        : value;
  return JSON.stringify(sorted({ setup: record.setup, actions: record.actions }));
}

/** Player records over `records`; by wins, then average money, then name. */
export function playerRecords(records: GameRecord[]): PlayerRecords {
  const seen = new Set<string>();
  interface Tally {
    games: number;
    wins: number;
    sharedWins: number;
    money: number[];
    earned: Map<string, number>;
  }
  const byName = new Map<string, Tally>();
  let duplicates = 0;
  let unfinished = 0;
  for (const record of records) {
    const key = recordKey(record);
    if (seen.has(key)) {
      duplicates++;
      continue;
    }
    seen.add(key);
    // One replay per game: the story carries the final standings.
    const story = gameStory(record);
    if (!story.standings) {
      unfinished++;
      continue;
    }
    const winners = story.standings.filter((s) => s.rank === 1).length;
    for (const standing of story.standings) {
      const person = samePerson(standing.name);
      const entry: Tally = byName.get(person) ?? { games: 0, wins: 0, sharedWins: 0, money: [], earned: new Map() };
      entry.games++;
      if (standing.rank === 1) {
        entry.wins++;
        if (winners > 1) entry.sharedWins++;
      }
      entry.money.push(standing.cash);
      const stats = story.stats.find((s) => s.name === standing.name)!;
      for (const [chain, amount] of Object.entries(stats.earned)) entry.earned.set(chain, (entry.earned.get(chain) ?? 0) + amount);
      byName.set(person, entry);
    }
  }
  const players = [...byName].map(([name, e]): PlayerRecord => {
    const best = [...e.earned].reduce<[string, number] | null>((top, pair) => (top === null || pair[1] > top[1] ? pair : top), null);
    return {
      name,
      games: e.games,
      wins: e.wins,
      sharedWins: e.sharedWins,
      averageMoney: Math.round(e.money.reduce((t, m) => t + m, 0) / e.games),
      bestMoney: Math.max(...e.money),
      bestChain: best && best[1] > 0 ? { chain: best[0], earned: best[1] } : null,
    };
  });
  players.sort((a, b) => b.wins - a.wins || b.averageMoney - a.averageMoney || a.name.localeCompare(b.name));
  return { players, games: seen.size - unfinished, duplicates, unfinished };
}

/**
 * A name as one person: the same letters typed on two devices (an accent as one character or as a letter and a mark,
 * NFC or NFD) or with a stray space around it are one player. Case still tells names apart (docs/decisions.md 3).
 */
function samePerson(name: string): string {
  return name.normalize('NFC').trim();
}
