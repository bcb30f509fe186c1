/** Chain sets per edition, as data (docs/rules.md R5). */

/** Price tier: cheap, medium or expensive. Medium adds $100 per share, expensive $200. */
export type Tier = 0 | 1 | 2;
/** Each tier's name, by tier. */
export const TIER_NAMES: readonly string[] = ['cheap', 'medium', 'expensive'];

/** An edition's chain: its name as docs/rules.md R5 writes it, and its tier. */
export interface ChainDef {
  readonly name: string;
  readonly tier: Tier;
}

/** The three editions a game can use. */
export type Edition = 'classic' | 'sackson' | 'corporate';

function chains(cheap: string[], medium: string[], expensive: string[]): readonly ChainDef[] {
  return [
    ...cheap.map((name) => ({ name, tier: 0 as Tier })),
    ...medium.map((name) => ({ name, tier: 1 as Tier })),
    ...expensive.map((name) => ({ name, tier: 2 as Tier })),
  ];
}

/** Seven chains per edition, in edition order (the order that breaks end-game size ties). */
export const EDITIONS: Readonly<Record<Edition, readonly ChainDef[]>> = {
  classic: chains(['Tower', 'Luxor'], ['American', 'Worldwide', 'Festival'], ['Imperial', 'Continental']),
  sackson: chains(['Tower', 'Sackson'], ['American', 'Worldwide', 'Festival'], ['Imperial', 'Continental']),
  corporate: chains(['Sackson', 'Zeta'], ['America', 'Fusion', 'Hydra'], ['Phoenix', 'Quantum']),
};

/** Names of the editions, for validation. */
export const EDITION_NAMES = Object.keys(EDITIONS) as Edition[];

/** Index of a chain in its edition, or -1 when the edition has no chain of that name (exact, case included). */
export function chainIndex(edition: Edition, name: string): number {
  return EDITIONS[edition].findIndex((c) => c.name === name);
}
