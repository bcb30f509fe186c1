/** The rules engine: pure TypeScript, no DOM, no Preact, no Dexie. */
export * from './types.ts';
export * from './tiles.ts';
export * from './editions.ts';
export * from './prices.ts';
export * from './payouts.ts';
export * from './refusals.ts';
export { apply } from './apply.ts';
export { createGame, orderByDraw, type DrawResult } from './setup.ts';
export * from './record.ts';
export * from './record-file.ts';
export { quoted, oneLine } from './text.ts';
export * from './replay.ts';
export * from './summary.ts';
export * from './queries.ts';
export * from './tools.ts';
export { maxTradeIn, survivorSharesFor, TRADE_IN_RATIO } from './trade-in.ts';
export { canDeclareEnd, endConditionHolds, standingsIfEndedNow, rank } from './end-game.ts';
export { currentPlayer, currentIndex, chainDefs, chainName, chainsOnBoard, findChain } from './game.ts';
