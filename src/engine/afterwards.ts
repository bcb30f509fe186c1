/**
 * The engine's second public face: the game afterwards (its story over time, player records across games). Kept
 * apart from index.ts so the screens that use it load it with them, and the app shell stays as small as it was.
 */
export { gameStory, type GameStory, type WorthPoint, type MergerMark, type Founding, type PlayerStats } from './story.ts';
export { playerRecords, recordKey, type PlayerRecord, type PlayerRecords } from './player-records.ts';
